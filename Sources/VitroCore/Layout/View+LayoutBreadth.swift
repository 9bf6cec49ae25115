import Foundation

extension View {
    /// Hides the view: it keeps its place in the layout and draws nothing, as SwiftUI's
    /// `hidden()`.
    public func hidden() -> some View { opacity(0).accessibilityHidden(true) }

    /// Adds `insets` to the safe area of the view's content. Vitro pads the content by them,
    /// which is what a still image of content inside the safe area shows.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Adds `length` (16 points if nil) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length ?? 16)
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads the view by the scene's padding on `edges` (iOS: the 16-point default padding).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }

    /// Pads the view by a kind of scene padding on `edges` (iOS: the 16-point default padding).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, 16)
    }

    /// The spacing between the icon and title of labels (iOS 26; recorded: labels keep their
    /// style's spacing).
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        record("labelIconToTitleSpacing(\(value))")
    }

    /// Limits the Dynamic Type size to `range`. Vitro renders at the environment's size, clamped
    /// into the range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentChange { env in
            let all = DynamicTypeSize.allCases
            guard !range.contains(env.dynamicTypeSize) else { return }
            let inside = all.filter { range.contains($0) }
            guard let low = inside.first, let high = inside.last else { return }
            env.dynamicTypeSize = env.dynamicTypeSize < low ? low : high
        }
    }

    /// Runs `action` with the new value after an update in which `value` changed, as the
    /// one-parameter `onChange(of:perform:)` (deprecated in iOS 17, still common).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value) { _, new in action(new) }
    }
}

/// The padding between a view and its scene, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum scene padding.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of navigation bar content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
