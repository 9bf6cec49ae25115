import Foundation

/// How a paged view's index (its page dots) is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots on a capsule behind them, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }

    /// Page dots, their background as the system decides.
    public init() {}
    /// Page dots with their background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with their background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style of the page index of paged views inside (recorded: Vitro's paged
    /// `TabView` draws its first page without dots).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
