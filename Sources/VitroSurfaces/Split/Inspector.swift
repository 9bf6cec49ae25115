import Foundation
@_spi(Nodes) import VitroCore

/// The width an inspector's content asks for (`inspectorColumnWidth`).
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: ColumnWidth? = nil
    static func reduce(value: inout ColumnWidth?, nextValue: () -> ColumnWidth?) { value = value ?? nextValue() }
}

/// Where an inspector's columns went in its last placement.
final class InspectorGeometry: @unchecked Sendable {
    var contentInsets = EdgeInsets()
    var panelInsets = EdgeInsets()
}

/// An inspector asked for inside a split view's detail: the split view draws it as its trailing
/// column, over the whole window, as SwiftUI does.
struct InspectorRequest: @unchecked Sendable {
    let resolve: @MainActor (ResolveContext) -> [LayoutNode]
}

struct InspectorRequestKey: PreferenceKey {
    static let defaultValue: InspectorRequest? = nil
    static func reduce(value: inout InspectorRequest?, nextValue: () -> InspectorRequest?) {
        value = value ?? nextValue()
    }
}

/// Set in a regular-width split view's detail, whose inspectors the split view draws.
struct SplitHostsInspectorKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var splitHostsInspector: Bool {
        get { self[SplitHostsInspectorKey.self] }
        set { self[SplitHostsInspectorKey.self] = newValue }
    }
}

/// An inspector's panel: its glass and its content (under a bar of its own), and where they go.
@MainActor
struct InspectorPanel {
    let glass: LayoutNode
    let content: LayoutNode
    let width: CGFloat
    let regular: Bool
    let geometry = InspectorGeometry()

    /// The height of the compact presentation, as a fraction of the screen (the medium detent).
    static let compactFraction: CGFloat = 0.5

    init(_ context: ResolveContext, regular: Bool, resolve: @escaping @MainActor (ResolveContext) -> [LayoutNode]) {
        let panelBox = SafeAreaID()
        let panelContext = context.with {
            $0.safeAreaID = panelBox
            $0.scrollContentBackground = .hidden
            $0.splitHostsInspector = false
        }
        let inspectorContext = panelContext.appending(.index(0)).with { $0.drawOnFloatingPanel() }
        let width =
            PreferenceCollector.value(InspectorColumnWidthKey.self, in: resolve(inspectorContext))?.resolved
            ?? SplitMetrics.inspectorWidth
        let bar = columnWithBar(isPushed: false, clearBackground: true, inspectorContext, resolve)
        let geometry = geometry
        content = SafeAreaNode(
            child: panelContext.node(
                VStack(spacing: 0) {
                    if !regular {
                        Capsule().fill(Color(semantic: .tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                    }
                    ResolvedNodes(nodes: bar)
                }), id: panelBox, insets: { _ in geometry.panelInsets }, environment: context.environment)
        glass = panelContext.appending(.index(1)).node(FloatingPanelGlass())
        self.width = width
        self.regular = regular
    }

    /// The panel's frame in the window `r` whose safe-area insets are `o`: a trailing column
    /// inset from the window, or a sheet over the lower half. Records the panel's own insets.
    func frame(in r: CGRect, outer o: EdgeInsets) -> CGRect {
        let m = SplitMetrics.panelInset
        if regular {
            geometry.panelInsets = EdgeInsets(
                top: max(0, o.top - m), leading: 0, bottom: max(0, o.bottom - m), trailing: 0)
            return CGRect(x: r.maxX - m - width, y: r.minY + m, width: width, height: max(0, r.height - 2 * m))
        }
        let h = (r.height * Self.compactFraction).rounded()
        geometry.panelInsets = EdgeInsets(top: 0, leading: 0, bottom: max(0, o.bottom - m), trailing: 0)
        return CGRect(x: r.minX + m, y: r.maxY - m - h, width: max(0, r.width - 2 * m), height: h)
    }

    /// How far the panel keeps the view's content from the trailing edge (points).
    var trailingExtent: CGFloat { regular ? SplitMetrics.panelInset + width : 0 }
}

/// `inspector(isPresented:content:)`: in a regular-width environment a trailing Liquid Glass
/// panel, inset from the window and concentric with its corners, with the view extending under
/// it and its content kept beside it by the safe area; in a compact one a sheet-like glass panel
/// over the lower half of the screen. Inside a split view's detail the split view draws it.
struct InspectorModifier<V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let isPresented: Bool
    let inspector: V

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        guard isPresented else { return content(context) }
        let env = context.environment
        let inspector = inspector
        let resolve: @MainActor (ResolveContext) -> [LayoutNode] = { $0.nodes(inspector) }
        let regular = env.horizontalSizeClass == .regular
        if regular && env.splitHostsInspector {
            return context.appending(.modifier).nodes(
                ResolvedNodes(nodes: content(context)).preference(
                    key: InspectorRequestKey.self, value: InspectorRequest(resolve: resolve)))
        }
        let outer = env.safeAreaID
        let region = ExtensionRegionBox()
        let contentBox = SafeAreaID()
        let contentContext = context.appending(.content).with {
            $0.safeAreaID = contentBox
            if regular { $0.extensionRegion = region }
        }
        let panel = InspectorPanel(context.appending(.secondary), regular: regular, resolve: resolve)
        let geometry = panel.geometry
        let main = SafeAreaNode(
            child: contentContext.node(ResolvedNodes(nodes: content(contentContext))), id: contentBox,
            insets: { _ in geometry.contentInsets }, environment: env)

        let frames: @MainActor (CGRect, Placement) -> [CGRect] = { r, placement in
            let o = placement.safeArea(outer)?.insets ?? EdgeInsets()
            let frame = panel.frame(in: r, outer: o)
            geometry.contentInsets = o.adding(
                EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: panel.trailingExtent))
            region.outer = r
            region.safe = r.inset(by: geometry.contentInsets)
            return [r, frame, frame]
        }
        let root = SplitFramesNode(
            nodes: [main, panel.glass, panel.content], frames: frames, label: "Inspector", region: region,
            environment: env)
        return context.appending(.modifier).nodes(ResolvedNodes(nodes: [root]).ignoresSafeArea())
    }
}

extension View {
    /// Shows `content` in an inspector beside this view while `isPresented` is true: a trailing
    /// glass panel in a regular-width environment, a sheet-like panel in a compact one.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented.wrappedValue, inspector: content()))
    }

    /// Sets a fixed width (points) for the inspector holding this view, when it is a trailing
    /// column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: ColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a flexible width (points) for the inspector holding this view: drawn at `ideal`,
    /// kept within `min` and `max`.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: ColumnWidth(min: min, ideal: ideal, max: max))
    }
}
