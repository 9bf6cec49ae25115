import Foundation

/// The layout of an `HStack` as a ``Layout`` value, as SwiftUI's `HStackLayout`: for
/// `AnyLayout` and for switching between layouts with the same subviews.
public struct HStackLayout: Layout, NativeLayout {
    /// How the stack aligns its subviews vertically.
    public var alignment: VerticalAlignment
    /// The gap between subviews in points; `nil` uses the default spacing between each pair.
    public var spacing: CGFloat?

    /// A horizontal stack layout, for `AnyLayout` and `Layout`-based containers.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        StackNode(
            axis: .horizontal, alignment: alignment.fraction, spacing: spacing, children: children,
            environment: environment, verticalAlignment: alignment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        NativeLayoutPass.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        NativeLayoutPass.place(self, bounds, subviews)
    }
}

/// The layout of a `VStack` as a ``Layout`` value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NativeLayout {
    /// How the stack aligns its subviews horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between subviews in points; `nil` uses the default spacing between each pair.
    public var spacing: CGFloat?

    /// A vertical stack layout, for `AnyLayout` and `Layout`-based containers.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        (self.alignment, self.spacing) = (alignment, spacing)
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        StackNode(
            axis: .vertical, alignment: alignment.fraction, spacing: spacing, children: children,
            environment: environment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        NativeLayoutPass.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        NativeLayoutPass.place(self, bounds, subviews)
    }
}

/// The layout of a `ZStack` as a ``Layout`` value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, NativeLayout {
    /// How the stack aligns its subviews on both axes.
    public var alignment: Alignment

    /// An overlaying stack layout, for `AnyLayout` and `Layout`-based containers.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children, environment: environment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        NativeLayoutPass.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        NativeLayoutPass.place(self, bounds, subviews)
    }
}

/// The layout of a `Grid` as a ``Layout`` value, as SwiftUI's `GridLayout`: `GridRow`s in its
/// content are its rows.
public struct GridLayout: Layout, NativeLayout {
    /// How each cell aligns within its row and column.
    public var alignment: Alignment
    /// The gap between columns in points; `nil` uses the default spacing.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows in points; `nil` uses the default spacing.
    public var verticalSpacing: CGFloat?

    /// A grid layout, for `AnyLayout` and `Layout`-based containers.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
    }

    func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        GridNode(
            rows: children.map { ($0 as? GridRowNode)?.cells ?? [$0] }, alignment: alignment,
            hSpacing: horizontalSpacing ?? StackNode.defaultSpacing,
            vSpacing: verticalSpacing ?? StackNode.defaultSpacing,
            environment: environment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        NativeLayoutPass.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        NativeLayoutPass.place(self, bounds, subviews)
    }
}

/// Runs a built-in layout's own node over a custom layout's subviews, for code that calls a
/// built-in layout's methods directly.
@MainActor
enum NativeLayoutPass {
    static func node(_ layout: some NativeLayout, _ subviews: LayoutSubviews) -> LayoutNode {
        var env = EnvironmentValues()
        env.layoutDirection = subviews.layoutDirection
        return layout.makeNode(children: subviews.map(\.node), environment: env)
    }

    static func size(_ layout: some NativeLayout, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        node(layout, subviews).size(for: proposal)
    }

    static func place(_ layout: some NativeLayout, _ bounds: CGRect, _ subviews: LayoutSubviews) {
        node(layout, subviews).place(in: bounds, within: subviews.first?.tracker.placement ?? Placement())
        for s in subviews { s.tracker.placed.insert(ObjectIdentifier(s.node)) }
    }
}
