import Foundation
@_spi(Nodes) import VitroCore

/// How a view pushed onto a navigation stack (or presented in a sheet) arrives, as SwiftUI's
/// `NavigationTransition`. A still image shows the transition at rest: the pushed view full
/// screen, as after any transition; the style is recorded on the view for hosts and audits.
@MainActor @preconcurrency
public protocol NavigationTransition {}

/// The platform's push: the new view slides in from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The view zooms in from its source, the view marked `matchedTransitionSource(id:in:)` with the
/// same id in the same namespace, as SwiftUI's `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push and pop transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms the view in from the source marked with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a transition source looks while the transition runs, as SwiftUI's
/// `MatchedTransitionSourceConfiguration` (recorded: a still shows the source at rest).
@MainActor @preconcurrency
public protocol MatchedTransitionSourceConfiguration {}

/// The unconfigured source, as SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A configured source.
public struct ConfiguredMatchedTransitionSource: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source's background during the transition.
    public func background(_ style: some ShapeStyle) -> ConfiguredMatchedTransitionSource {
        ConfiguredMatchedTransitionSource()
    }
    /// The source's clip shape during the transition.
    public func clipShape(_ shape: some Shape) -> ConfiguredMatchedTransitionSource {
        ConfiguredMatchedTransitionSource()
    }
    /// The source's shadow during the transition.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ConfiguredMatchedTransitionSource
    { ConfiguredMatchedTransitionSource() }
}

extension View {
    /// Sets how this view arrives when pushed or presented (recorded; at rest it draws full
    /// screen as any pushed view).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        let name = (style as? ZoomNavigationTransition).map { "zoom(\($0.sourceID))" } ?? "automatic"
        return record("navigationTransition(\(name))")
    }

    /// Marks this view as the source of a navigation transition, such as a zoom (recorded; at
    /// rest it draws as it is).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        record("matchedTransitionSource(\(AnyHashable(id)))")
    }

    /// Marks this view as the source of a navigation transition, configured for the
    /// transition's duration (recorded).
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return record("matchedTransitionSource(\(AnyHashable(id)))")
    }
}
