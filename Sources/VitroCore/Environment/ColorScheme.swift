/// The possible color schemes, light and dark, as in SwiftUI.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The contrast setting, as in SwiftUI.
public enum ColorSchemeContrast: String, Sendable, Hashable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast, as Increase Contrast asks.
    case increased
}

/// Base or elevated user-interface level, as UIKit's `UIUserInterfaceLevel`.
public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable {
    /// The base level: windows and full-screen content.
    case base
    /// The elevated level: content presented above the base, such as sheets and popovers.
    case elevated
}
