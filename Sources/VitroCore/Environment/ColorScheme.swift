/// The possible color schemes, light and dark, as in SwiftUI.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// The contrast setting, as in SwiftUI.
public enum ColorSchemeContrast: String, Sendable, Hashable, CaseIterable {
    case standard
    case increased
}

/// Base or elevated user-interface level, as UIKit's `UIUserInterfaceLevel`.
public enum UserInterfaceLevel: String, Sendable, Hashable, CaseIterable {
    case base
    case elevated
}
