import Foundation
@_spi(Nodes) import VitroCore

/// The color schemes bars were asked for with `toolbarColorScheme(_:for:)`, by bar.
///
/// A scheme of nil is kept too: it asks for the system's scheme, over what an enclosing view
/// asked for.
struct ToolbarColorSchemes: Equatable, Sendable {
    var schemes: [ToolbarPlacement: ColorScheme?] = [:]

    /// The scheme asked for `bar`, or for `.automatic` (no bar named) when `bar` is the one the
    /// container draws for it; nil when none was asked, or nil was (the system's scheme).
    func scheme(for bar: ToolbarPlacement, isAutomatic: Bool) -> ColorScheme? {
        if let scheme = schemes[bar] { return scheme }
        if isAutomatic, let scheme = schemes[.automatic] { return scheme }
        return nil
    }
}

/// Carries `toolbarColorScheme(_:for:)` up to the container that draws the bars. The view
/// nearest the content wins for a bar, as for the title.
struct ToolbarColorSchemeKey: PreferenceKey {
    static var defaultValue: ToolbarColorSchemes { ToolbarColorSchemes() }
    static func reduce(value: inout ToolbarColorSchemes, nextValue: () -> ToolbarColorSchemes) {
        for (bar, scheme) in nextValue().schemes where value.schemes[bar] == nil {
            value.schemes[bar] = .some(scheme)
        }
    }
}

/// The scheme the status bar is drawn in, set by a navigation bar drawn in a scheme of its own:
/// UIKit's navigation controller takes the status bar's style from its bar's, so a bar in the
/// dark scheme turns the time and indicators white. The stack nearest the content decides; a
/// split view showing its sidebar gives the status bar the sidebar's (see `SplitLayout`).
struct StatusBarColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) { value = value ?? nextValue() }
}

extension View {
    /// Sets the color scheme of bars: the navigation bar's title and items, its background
    /// when it shows one, and (on iPhone and iPad) the status bar above it; the bottom toolbar
    /// and the tab bar likewise. With no bars given, `.automatic`: the bar the container draws.
    /// Nil asks for the system's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        return transformPreference(ToolbarColorSchemeKey.self) { value in
            for bar in bars where value.schemes[bar] == nil { value.schemes[bar] = .some(colorScheme) }
        }
    }
}
