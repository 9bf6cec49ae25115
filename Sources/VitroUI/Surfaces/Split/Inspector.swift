import Foundation

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

/// `inspector(isPresented:content:)`: in a regular-width environment a trailing Liquid Glass
/// panel, inset from the window and concentric with its corners, with the view extending under
/// it and its content kept beside it by the safe area; in a compact one a sheet-like glass panel
/// over the lower half of the screen.
struct InspectorModifier<V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let isPresented: Bool
    let inspector: V

    /// The height of the compact presentation, as a fraction of the screen (the medium detent).
    static var compactFraction: CGFloat { 0.5 }

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        guard isPresented else { return content(context) }
        let env = context.environment
        let outer = env.safeAreaBox
        let geometry = InspectorGeometry()
        let region = ExtensionRegionBox()
        let regular = env.horizontalSizeClass == .regular

        let contentBox = SafeAreaBox()
        let contentContext = context.appending(.content).with {
            $0.safeAreaBox = contentBox
            if regular { $0.extensionRegion = region }
        }
        let main = SafeAreaNode(
            child: contentContext.node(ResolvedNodes(nodes: content(contentContext))), box: contentBox,
            insets: { _ in geometry.contentInsets }, environment: env)

        let panelBox = SafeAreaBox()
        let panelContext = context.appending(.secondary).with {
            $0.safeAreaBox = panelBox
            $0.scrollContentBackground = .hidden
        }
        let inspectorNodes = panelContext.appending(.index(0)).nodes(inspector)
        let width =
            PreferenceCollector.value(InspectorColumnWidthKey.self, in: inspectorNodes)?.resolved
            ?? SplitMetrics.inspectorWidth
        let bar = columnWithBar(inspectorNodes, isPushed: false, clearBackground: true, panelContext)
        let panelContent = SafeAreaNode(
            child: panelContext.node(
                VStack(spacing: 0) {
                    if !regular {
                        Capsule().fill(Color(semantic: .tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                    }
                    ResolvedNodes(nodes: bar)
                }), box: panelBox, insets: { _ in geometry.panelInsets }, environment: env)
        let glass = panelContext.appending(.index(1)).node(Color.clear.glassEffect(.regular, in: floatingPanelShape))

        let frames: @MainActor (CGRect) -> [CGRect] = { r in
            let o = outer?.insets ?? EdgeInsets()
            let m = SplitMetrics.panelInset
            let panel: CGRect
            if regular {
                panel = CGRect(x: r.maxX - m - width, y: r.minY + m, width: width, height: max(0, r.height - 2 * m))
                geometry.contentInsets = o.adding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: m + width))
                geometry.panelInsets = EdgeInsets(
                    top: max(0, o.top - m), leading: 0, bottom: max(0, o.bottom - m), trailing: 0)
            } else {
                let h = (r.height * Self.compactFraction).rounded()
                panel = CGRect(x: r.minX + m, y: r.maxY - m - h, width: max(0, r.width - 2 * m), height: h)
                geometry.contentInsets = o
                geometry.panelInsets = EdgeInsets(top: 0, leading: 0, bottom: max(0, o.bottom - m), trailing: 0)
            }
            region.outer = r
            region.safe = r.inset(by: geometry.contentInsets)
            return [r, panel, panel]
        }
        let root = SplitFramesNode(
            nodes: [main, glass, panelContent], frames: frames, label: "Inspector", region: region, environment: env)
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
