import Foundation

/// HStack and VStack layout, SwiftUI's algorithm: children are offered what is left divided by
/// how many are left, least flexible first, higher layout priority first; spacers (their
/// minimum lengths set aside) share what the other children leave.
@MainActor
package final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: CGFloat
    let verticalAlignment: VerticalAlignment?
    let spacing: CGFloat?
    let items: [LayoutNode]
    private var sizes: [CGSize] = []
    /// The proposals the stack was measured for and the sizes it gave.
    private var measured: [(proposal: ProposedViewSize, size: CGSize)] = []

    package init(
        axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: [LayoutNode], environment: EnvironmentValues,
        verticalAlignment: VerticalAlignment? = nil
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.items = children
        self.verticalAlignment = verticalAlignment
        super.init(environment: environment)
        if axis == .horizontal {
            for case let d as DividerNode in children { d.vertical = true }
        }
    }

    /// SwiftUI's default gap between siblings.
    static let defaultSpacing: CGFloat = 8

    /// The space between child `i` and the next: the stack's spacing, or by default what the two
    /// edges ask (`EdgeSpacing`: adjacent texts in a vertical stack sit by their font's leading),
    /// else 8 pt.
    func gap(after i: Int) -> CGFloat {
        if let spacing { return spacing }
        guard axis == .vertical, i + 1 < items.count,
            let d = EdgeSpacing.distance(
                above: items[i].bottomEdgeSpacing, below: items[i + 1].topEdgeSpacing, scale: environment.displayScale)
        else { return Self.defaultSpacing }
        return d
    }

    var totalSpacing: CGFloat { items.indices.dropLast().reduce(0) { $0 + gap(after: $1) } }

    package override var topEdgeSpacing: EdgeSpacing {
        axis == .vertical ? items.first?.topEdgeSpacing ?? .generic : .generic
    }
    package override var bottomEdgeSpacing: EdgeSpacing {
        axis == .vertical ? items.last?.bottomEdgeSpacing ?? .generic : .generic
    }

    func childProposal(_ along: CGFloat?, _ across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }

    /// The children's sizes for a proposal.
    func layout(_ proposal: ProposedViewSize) -> [CGSize] {
        let across = proposal[axis == .horizontal ? .vertical : .horizontal]
        guard let available = proposal[axis] else {
            return items.map { child in
                if let min = child.spacerMinLength {
                    return axis == .horizontal ? CGSize(width: min, height: 0) : CGSize(width: 0, height: min)
                }
                return child.size(for: childProposal(nil, across))
            }
        }
        var result = [CGSize](repeating: .zero, count: items.count)
        var remaining = max(0, available - totalSpacing)
        // Flexibility: how much a child can grow along the axis.
        func flexibility(_ c: LayoutNode) -> CGFloat {
            if c.spacerMinLength != nil { return .infinity }
            let lo = c.size(for: childProposal(0, across))[axis]
            let hi = c.size(for: childProposal(.infinity, across))[axis]
            return hi - lo
        }
        let priorities = Set(items.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = items.indices.filter { items[$0].layoutPriority == priority }
            // Lower priorities keep at least their minimum; spacers keep their minimum length
            // until the other views have been served, then share what is left.
            let reserved = items.indices.filter { items[$0].layoutPriority < priority }.reduce(CGFloat(0)) { sum, i in
                sum + (items[i].spacerMinLength ?? items[i].size(for: childProposal(0, across))[axis])
            }
            let views = group.filter { items[$0].spacerMinLength == nil }
            let spacers = group.filter { items[$0].spacerMinLength != nil }
            var spacerReserve = spacers.reduce(CGFloat(0)) { $0 + items[$1].spacerMinLength! }
            var budget = max(0, remaining - reserved)
            var left = views.count
            for i in views.sorted(by: { flexibility(items[$0]) < flexibility(items[$1]) }) {
                let share = max(0, budget - spacerReserve) / CGFloat(left)
                let s = items[i].size(for: childProposal(share, across))
                result[i] = s
                budget -= s[axis]
                remaining -= s[axis]
                left -= 1
            }
            left = spacers.count
            for i in spacers {
                let min = items[i].spacerMinLength!
                spacerReserve -= min
                let len = Swift.max(min, max(0, budget - spacerReserve) / CGFloat(left))
                result[i] = axis == .horizontal ? CGSize(width: len, height: 0) : CGSize(width: 0, height: len)
                budget -= len
                remaining -= len
                left -= 1
            }
        }
        return result
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = layout(proposal)
        let along = s.reduce(0) { $0 + $1[axis] } + totalSpacing
        let acrossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let across = s.map { $0[acrossAxis] }.max() ?? 0
        let size = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        measured.append((proposal, size))
        return size
    }

    /// The proposal to lay the children out with in `rect`: as SwiftUI places a stack's
    /// children under the proposal its parent made, not its own (smaller) size, the largest
    /// proposal the stack was measured for that gave exactly this size; the rectangle's size
    /// when none did. Laid out again in its own size, a stack that came out narrower than
    /// offered (a truncated text gave some back) would offer its children less the second
    /// time and squeeze a button's label until it wraps.
    func placementProposal(for size: CGSize) -> ProposedViewSize {
        let matching = measured.filter {
            abs($0.size.width - size.width) < 0.01 && abs($0.size.height - size.height) < 0.01
        }
        let best = matching.max { ($0.proposal[axis] ?? .infinity) < ($1.proposal[axis] ?? .infinity) }
        return best?.proposal ?? ProposedViewSize(size)
    }

    package override func placeChildren(in rect: CGRect) {
        let s = layout(placementProposal(for: rect.size))
        let rtl = environment.layoutDirection == .rightToLeft && axis == .horizontal
        var cursor = axis == .horizontal ? (rtl ? rect.maxX : rect.minX) : rect.minY
        let baselines =
            verticalAlignment.map { va -> [CGFloat?] in
                va.kind == .fraction(0) || va.kind == .fraction(0.5) || va.kind == .fraction(1)
                    ? [] : zip(items, s).map { $0.firstBaseline(for: $1) }
            } ?? []
        let maxBaseline = baselines.compactMap { $0 }.max()
        for (i, child) in items.enumerated() {
            let size = s[i]
            var origin: CGPoint
            if axis == .horizontal {
                let x = rtl ? cursor - size.width : cursor
                var y = rect.minY + (rect.height - size.height) * alignment
                if let maxBaseline, let b = baselines[i] { y = rect.minY + maxBaseline - b }
                origin = CGPoint(x: x, y: y)
                cursor = rtl ? cursor - size.width - gap(after: i) : cursor + size.width + gap(after: i)
            } else {
                var f = alignment
                if environment.layoutDirection == .rightToLeft { f = 1 - f }
                origin = CGPoint(x: rect.minX + (rect.width - size.width) * f, y: cursor)
                cursor += size.height + gap(after: i)
            }
            child.place(in: CGRect(origin: origin, size: size), within: placement)
        }
    }

    package override func render(into list: inout [DisplayList.Item]) {
        for child in items.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) })
            .map(\.element)
        {
            child.draw(into: &list)
        }
    }

    package override var kind: String { axis == .horizontal ? "HStack" : "VStack" }
    package override var children: [LayoutNode] { items }
}

/// ZStack layout: every child gets the whole proposal; the stack is as big as the largest.
@MainActor
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let items: [LayoutNode]

    package init(alignment: Alignment, children: [LayoutNode], environment: EnvironmentValues) {
        self.alignment = alignment
        self.items = children
        super.init(environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = items.map { $0.size(for: proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: CGRect) {
        for child in items {
            let s = child.size(for: ProposedViewSize(rect.size))
            child.place(
                in: CGRect(origin: alignment.origin(of: s, in: rect, direction: environment.layoutDirection), size: s),
                within: placement)
        }
    }

    override func render(into list: inout [DisplayList.Item]) {
        for child in items.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) })
            .map(\.element)
        {
            child.draw(into: &list)
        }
    }

    override var kind: String { "ZStack" }
    package override var children: [LayoutNode] { items }
}
