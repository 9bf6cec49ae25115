import Foundation

/// `.frame(width:height:alignment:)`: fixed dimensions where given, the child's elsewhere.
@MainActor
final class FrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    package init(
        child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues
    ) {
        self.width = width.map { max(0, $0.isFinite ? $0 : 0) }
        self.height = height.map { max(0, $0.isFinite ? $0 : 0) }
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.size(for: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    override func placeChildren(in rect: CGRect) {
        let c = child.size(for: ProposedViewSize(width: width ?? rect.width, height: height ?? rect.height))
        child.place(
            in: CGRect(origin: alignment.origin(of: c, in: rect, direction: environment.layoutDirection), size: c),
            within: placement)
    }

    override var kind: String { "Frame" }
}

/// `.frame(minWidth:idealWidth:maxWidth:…)`: the proposal clamped to the bounds is offered to
/// the child; the frame takes the proposal clamped between the bounds (the child's size
/// standing in for a missing bound), or its ideal size when asked for one.
@MainActor
final class FlexFrameNode: WrapperNode {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    package init(
        child: LayoutNode, minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
        idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment, environment: EnvironmentValues
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let w = (p.width ?? idealWidth).map { clamp($0, minWidth, maxWidth) }
        let h = (p.height ?? idealHeight).map { clamp($0, minHeight, maxHeight) }
        return ProposedViewSize(width: w, height: h)
    }

    func axis(_ proposed: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ childSize: CGFloat) -> CGFloat
    {
        guard lo != nil || hi != nil else { return childSize }
        guard let p = proposed ?? ideal else { return clamp(childSize, lo, hi) }
        let lower = lo ?? childSize
        let upper = hi ?? childSize
        return max(lower, min(upper, p))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let c = child.size(for: childProposal(proposal))
        return CGSize(
            width: axis(proposal.width, idealWidth, minWidth, maxWidth, c.width),
            height: axis(proposal.height, idealHeight, minHeight, maxHeight, c.height))
    }

    override func placeChildren(in rect: CGRect) {
        let c = child.size(for: childProposal(ProposedViewSize(rect.size)))
        child.place(
            in: CGRect(origin: alignment.origin(of: c, in: rect, direction: environment.layoutDirection), size: c),
            within: placement)
    }

    override var kind: String { "FlexFrame" }
}

/// `.fixedSize()`: the child's ideal size on the fixed axes, whatever is proposed.
@MainActor
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool

    package init(child: LayoutNode, horizontal: Bool, vertical: Bool, environment: EnvironmentValues) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
        super.init(child: child, environment: environment)
    }

    func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.size(for: proposal(p)) }

    override func placeChildren(in rect: CGRect) {
        let s = child.size(for: proposal(ProposedViewSize(rect.size)))
        child.place(in: CGRect(origin: Alignment.center.origin(of: s, in: rect), size: s), within: placement)
    }
}

/// `.aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill) size of that ratio for
/// the proposal, offered to the child.
@MainActor
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let fill: Bool

    package init(child: LayoutNode, ratio: CGFloat?, fill: Bool, environment: EnvironmentValues) {
        (self.ratio, self.fill) = (ratio, fill)
        super.init(child: child, environment: environment)
    }

    var resolvedRatio: CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = child.size(for: .unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }

    func fitted(_ p: ProposedViewSize) -> CGSize {
        let r = resolvedRatio
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = child.size(for: .unspecified)
            return CGSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return CGSize(width: w, height: w / r)
        case (nil, let h?): return CGSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r)
            let byHeight = CGSize(width: h * r, height: h)
            if w.isInfinite { return byHeight }
            if h.isInfinite { return byWidth }
            return (byWidth.height <= h) != fill ? byWidth : byHeight
        }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.size(for: ProposedViewSize(fitted(p))) }

    override func placeChildren(in rect: CGRect) {
        let s = child.size(for: ProposedViewSize(fitted(ProposedViewSize(rect.size))))
        child.place(in: CGRect(origin: Alignment.center.origin(of: s, in: rect), size: s), within: placement)
    }
}

/// `.position(x:y:)`: takes all it is offered and centers its child on the point.
@MainActor
final class PositionNode: WrapperNode {
    let point: CGPoint

    package init(child: LayoutNode, point: CGPoint, environment: EnvironmentValues) {
        self.point = point
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect) {
        let s = child.size(for: .unspecified)
        child.place(
            in: CGRect(
                x: rect.minX + point.x - s.width / 2, y: rect.minY + point.y - s.height / 2, width: s.width,
                height: s.height), within: placement)
    }
}
