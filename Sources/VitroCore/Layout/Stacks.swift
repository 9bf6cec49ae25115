import Foundation

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A stack that places `content` side by side, aligned vertically by `alignment`, `spacing`
    /// points apart (the default between each pair when `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .horizontal, alignment: alignment.fraction, spacing: spacing, children: context.nodes(content),
                environment: context.environment, verticalAlignment: alignment)
        ]
    }
}

/// Views one above another, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A stack that places `content` top to bottom, aligned horizontally by `alignment`, `spacing`
    /// points apart (the default between each pair when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            StackNode(
                axis: .vertical, alignment: alignment.fraction, spacing: spacing, children: context.nodes(content),
                environment: context.environment)
        ]
    }
}

/// Views overlaid, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// A stack that overlays `content`, back to front, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ZStackNode(alignment: alignment, children: context.nodes(content), environment: context.environment)]
    }
}

/// Flexible empty space along its stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least length the spacer keeps along its stack's axis, in points; `nil` uses the default
    /// (8 on iOS).
    public var minLength: CGFloat?
    /// A flexible space, at least `minLength` points long along its stack's axis.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [SpacerNode(minLength: minLength ?? StackNode.defaultSpacing, environment: context.environment)]
    }
}

@MainActor
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    package init(minLength: CGFloat, environment: EnvironmentValues) {
        self.minLength = minLength
        super.init(environment: environment)
    }
    override var spacerMinLength: CGFloat? { minLength }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // Outside a stack a spacer fills what it is offered.
        CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
    }
}

/// A thin line across its stack's axis, as SwiftUI's `Divider`: one pixel at the display scale,
/// in the separator color (vibrant on materials).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// A divider.
    public init() {}

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [DividerNode(environment: context.environment)]
    }
}

@MainActor
final class DividerNode: LayoutNode {
    /// Set by a horizontal stack: the divider then runs vertically.
    var vertical = false
    var thickness: CGFloat { max(1 / max(environment.displayScale, 1), 1.0 / 3) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical
            ? CGSize(width: thickness, height: proposal.height ?? 0)
            : CGSize(width: proposal.width ?? 0, height: thickness)
    }

    override func render(into list: inout [DisplayList.Item]) {
        list.append(
            contentsOf: ShapeNode.items(
                for: Path(frame), style: SeparatorShapeStyle(), rule: .nonZero, in: frame, environment: environment))
    }
}
