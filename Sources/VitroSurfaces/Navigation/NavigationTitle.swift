import Foundation
@_spi(Nodes) import VitroCore

/// The title of the view shown in a navigation stack, carried up as a preference.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

/// How the title is shown: large at rest, or inline in the bar.
struct TitleDisplayModeKey: PreferenceKey {
    static let defaultValue: ToolbarTitleDisplayMode? = nil
    static func reduce(value: inout ToolbarTitleDisplayMode?, nextValue: () -> ToolbarTitleDisplayMode?) {
        value = value ?? nextValue()
    }
}

/// Which bars are hidden (`toolbar(.hidden, for:)`).
struct HiddenBarsKey: PreferenceKey {
    static var defaultValue: Set<ToolbarPlacement> { [] }
    static func reduce(value: inout Set<ToolbarPlacement>, nextValue: () -> Set<ToolbarPlacement>) {
        value.formUnion(nextValue())
    }
}

/// A bar's background asked for with `toolbarBackground` (iOS 26 bars have none by default:
/// the scroll edge effect separates them from content,
/// docs/reference/seeds.md#adopting-liquid-glass).
struct ToolbarBackgroundKey: PreferenceKey {
    static let defaultValue: ToolbarBackgroundStyle? = nil
    static func reduce(value: inout ToolbarBackgroundStyle?, nextValue: () -> ToolbarBackgroundStyle?) {
        value = value ?? nextValue()
    }
}

struct ToolbarBackgroundStyle: @unchecked Sendable {
    var style: AnyShapeStyle?
    var visibility: Visibility
}

/// How a navigation title is displayed, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let isLarge: Bool?
    /// Large at the root of a stack, inline when pushed.
    public static let automatic = ToolbarTitleDisplayMode(isLarge: nil)
    /// A large title (34 pt bold) below the bar.
    public static let large = ToolbarTitleDisplayMode(isLarge: true)
    /// A title centered in the bar (17 pt semibold).
    public static let inline = ToolbarTitleDisplayMode(isLarge: false)
    /// A large title in the bar's leading position (drawn as `.large`).
    public static let inlineLarge = ToolbarTitleDisplayMode(isLarge: true)
}

/// The navigation bar's title modes, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// The deprecated spelling of ``ToolbarTitleDisplayMode``.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice, a small title in the bar, or a large title below it.
        case automatic, inline, large

        var mode: ToolbarTitleDisplayMode {
            switch self {
            case .automatic: .automatic
            case .inline: .inline
            case .large: .large
            }
        }
    }
}

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The placement the context chooses.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

extension View {
    /// Sets the title shown by the enclosing navigation stack for this view.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: Text(titleKey).plainText)
    }

    /// The title of the view's navigation bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Sets the title from a text view.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.plainText)
    }

    /// Sets how the navigation title is displayed (the deprecated spelling).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: TitleDisplayModeKey.self, value: displayMode.mode)
    }

    /// Sets how the navigation title is displayed.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        preference(key: TitleDisplayModeKey.self, value: mode)
    }

    /// Shows or hides bars (`.hidden` for `.navigationBar` removes the bar and its title).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: HiddenBarsKey.self, value: visibility == .hidden ? Set(bars) : [])
    }

    /// Gives bars a background of `style` (iOS 26 bars draw none unless asked).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        preference(
            key: ToolbarBackgroundKey.self,
            value: ToolbarBackgroundStyle(style: AnyShapeStyle(style), visibility: .visible))
    }

    /// Shows or hides the background of bars.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: ToolbarBackgroundKey.self, value: ToolbarBackgroundStyle(style: nil, visibility: visibility))
    }

    /// Hides the back button (recorded).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Sets the subtitle under the navigation title (recorded).
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
}
