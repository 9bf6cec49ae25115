import Foundation

/// How content fills a frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable { case fit, fill }

extension View {
    /// Pads the view by the default 16 points on `edges`, or by `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let insets = EdgeInsets(edges, length ?? 16)
        return wrap { PaddingNode(child: $0, insets: insets, environment: $1.environment) }
    }

    /// Pads every edge of the view by `length` points.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads the view's edges by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrap { PaddingNode(child: $0, insets: insets, environment: $1.environment) }
    }

    /// Places the view in a frame of `width` and `height` points (the view's own size where `nil`),
    /// aligned by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrap { FrameNode(child: $0, width: width, height: height, alignment: alignment, environment: $1.environment) }
    }

    /// Places the view in a frame bounded by minimum, ideal and maximum widths and heights in
    /// points, aligned by `alignment`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrap {
            FlexFrameNode(
                child: $0, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, environment: $1.environment)
        }
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size on the axes given.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrap { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical, environment: $1.environment) }
    }

    /// Constrains the view to `aspectRatio` (width / height; its own ratio when `nil`), fitting or
    /// filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrap { AspectRatioNode(child: $0, ratio: aspectRatio, fill: contentMode == .fill, environment: $1.environment) }
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height, fitting or filling
    /// the space offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Centers the view at `x`, `y` points in its parent's space; it takes all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Centers the view at `position` in its parent's space; it takes all the space offered.
    public func position(_ position: CGPoint) -> some View {
        wrap { PositionNode(child: $0, point: position, environment: $1.environment) }
    }

    /// Sets the priority with which a stack offers the view space (higher first; 0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        wrap { node, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// Sets the order in which overlapping views draw in a stack (higher on top; 0 by default).
    public func zIndex(_ value: Double) -> some View {
        wrap { node, _ in
            node.zIndex = value
            return node
        }
    }
}
