import Foundation

/// The safe area a view is laid out in: insets from the edges of its container that bars and
/// inset views occupy. `ImageRenderer`'s root has none unless one is given
/// (`EnvironmentValues.safeAreaInsets`, Vitro's addition, e.g. a device's status bar and home
/// indicator); `safeAreaInset(edge:…)` adds to it; `ignoresSafeArea()` draws into it.
final class SafeAreaBox: @unchecked Sendable {
    var insets = EdgeInsets()
    /// The rectangle the insets are taken from, once placed (absolute points).
    var rect = CGRect.zero
}

struct SafeAreaKey: EnvironmentKey { static let defaultValue: SafeAreaBox? = nil }
struct RootSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    var safeAreaBox: SafeAreaBox? {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }

    /// The safe-area insets of the root of a render (Vitro's addition): content is laid out
    /// inside them, and views that ignore the safe area extend into them.
    public var safeAreaInsets: EdgeInsets {
        get { self[RootSafeAreaKey.self] }
        set { self[RootSafeAreaKey.self] = newValue }
    }
}

/// Lays its content out inside the safe area and records the insets for `ignoresSafeArea`.
@MainActor
final class SafeAreaNode: WrapperNode {
    let box: SafeAreaBox
    let insets: @MainActor (CGRect) -> EdgeInsets

    init(
        child: LayoutNode, box: SafeAreaBox, insets: @escaping @MainActor (CGRect) -> EdgeInsets,
        environment: EnvironmentValues
    ) {
        self.box = box
        self.insets = insets
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let i = insets(CGRect(origin: .zero, size: p.replacingUnspecifiedDimensions(by: .zero)))
        let h = i.leading + i.trailing
        let v = i.top + i.bottom
        let c = child.size(
            for: ProposedViewSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) }))
        return CGSize(width: c.width + h, height: c.height + v)
    }

    override func placeChildren(in rect: CGRect) {
        let i = insets(rect)
        box.insets = i
        box.rect = rect
        child.place(
            in: CGRect(
                x: rect.minX + i.leading, y: rect.minY + i.top, width: max(0, rect.width - i.leading - i.trailing),
                height: max(0, rect.height - i.top - i.bottom)))
    }

    override var kind: String { "SafeArea" }
}

/// Draws into the safe area: its frame grows by the insets on the edges it ignores.
@MainActor
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set
    init(child: LayoutNode, edges: Edge.Set, environment: EnvironmentValues) {
        self.edges = edges
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        let i = environment.safeAreaBox?.insets ?? EdgeInsets()
        let top = edges.contains(.top) ? i.top : 0
        let bottom = edges.contains(.bottom) ? i.bottom : 0
        let leading = edges.contains(.leading) ? i.leading : 0
        let trailing = edges.contains(.trailing) ? i.trailing : 0
        child.place(
            in: CGRect(
                x: rect.minX - leading, y: rect.minY - top, width: rect.width + leading + trailing,
                height: rect.height + top + bottom))
    }

    override var kind: String { "IgnoresSafeArea" }
}

/// `safeAreaInset(edge:…)`: the inset view at the edge, the content in what is left, with the
/// inset added to the content's safe area.
struct SafeAreaInsetModifier<V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let inset: V

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let box = SafeAreaBox()
        var inner = context
        inner.environment.safeAreaBox = box
        let insetNode = context.node(inset)
        return content(inner).map { main in
            let gap = spacing ?? 0
            let safe = SafeAreaNode(
                child: main, box: box,
                insets: { rect in
                    let h = insetNode.size(for: ProposedViewSize(width: rect.width, height: nil)).height + gap
                    return self.edge == .top
                        ? EdgeInsets(top: h, leading: 0, bottom: 0, trailing: 0)
                        : EdgeInsets(top: 0, leading: 0, bottom: h, trailing: 0)
                }, environment: context.environment)
            let align = Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom)
            return LayeredNode(
                primary: safe, secondary: insetNode, alignment: align, inFront: true, environment: context.environment)
        }
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable { case top, bottom }

extension View {
    /// Shows `content` at `edge`, laying the view out in the space left and adding the inset
    /// to its safe area.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrap { IgnoresSafeAreaNode(child: $0, edges: edges, environment: $1.environment) }
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(edges: edges) }
}
