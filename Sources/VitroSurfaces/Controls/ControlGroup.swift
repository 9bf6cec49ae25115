import Foundation
@_spi(Nodes) import VitroCore

/// Related controls side by side, as SwiftUI's `ControlGroup`: on iOS, equal segments of one
/// 34 pt capsule in `tertiarySystemFill`, split by 1 × 18 pt separators, labels in the tint
/// (measured from iOS 26 screenshots; 34 pt is the bordered button height).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// Controls grouped side by side in one shape.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        ControlGroupLayout(content: content)
    }
}

extension ControlGroup {
    /// A group with a label (shown by menus; drawn as the group alone at rest).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
}

/// Lays a control group's parts out as equal segments of a capsule.
struct ControlGroupLayout<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let parts = context.appending(.content).with { $0.buttonStyle = AnyButtonStyle(BorderlessButtonStyle()) }
            .nodes(content)
        let look = HStack(spacing: 0) {
            ForEach(0..<parts.count, id: \.self) { i in
                if i > 0 { Rectangle().fill(Color(semantic: .separator)).frame(width: 1, height: 18) }
                OptionNodes(nodes: [parts[i]]).frame(maxWidth: .infinity)
            }
        }
        .frame(height: 34)
        .background(Color(semantic: .tertiarySystemFill), in: Capsule())
        return context.appending(.secondary).nodes(look)
    }
}
