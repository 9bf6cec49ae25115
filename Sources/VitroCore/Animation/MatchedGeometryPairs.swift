import Foundation

/// The views of `matchedGeometryEffect` groups that trade places across a change: a view
/// removed and a view inserted with the same id in the same namespace (the usual
/// `if expanded { … } else { … }` hero move).
///
/// As in SwiftUI, the inserted view starts at the removed one's geometry and moves to its own,
/// while the removed one moves from its own to the inserted one's; each is laid out at the
/// interpolated frame (its content re-laid out at the intermediate size) and runs its own
/// transition (opacity by default), so the two cross-fade as they travel together. Only what
/// `properties` names follows the partner: with `.position` alone a view keeps its own size,
/// with `.size` alone its own place (at `anchor`).
@MainActor
struct MatchedGeometryPairs {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    /// A view of a pair: the frame of its partner, and how it follows it.
    struct Partner {
        let frame: CGRect
        package let record: MatchedGeometryRecord
    }

    /// Inserted views, with the removed views they come from.
    private(set) var inserted: [LayoutIdentity: Partner] = [:]
    /// Removed views, with the inserted views they go to.
    private(set) var removed: [LayoutIdentity: Partner] = [:]

    var isEmpty: Bool { inserted.isEmpty }

    /// The pairs between the layout before a change (`before`) and the one after it (`root`).
    package init(before: [LayoutIdentity: FrameInterpolator.Before], after root: LayoutNode) {
        var present: Set<LayoutIdentity> = []
        var arriving: [Key: (LayoutIdentity, CGRect, MatchedGeometryRecord)] = [:]
        func visit(_ node: LayoutNode) {
            if let id = node.identity {
                present.insert(id)
                if before[id] == nil, let record = node.attributes.motion.matchedGeometry {
                    let key = Key(namespace: record.namespace, id: record.id)
                    if arriving[key] == nil || record.isSource { arriving[key] = (id, node.frame, record) }
                }
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        guard !arriving.isEmpty else { return }
        for (id, old) in before where !present.contains(id) {
            guard let record = old.node.attributes.motion.matchedGeometry,
                let (newID, newFrame, newRecord) = arriving[Key(namespace: record.namespace, id: record.id)],
                inserted[newID] == nil || record.isSource
            else { continue }
            inserted[newID] = Partner(frame: old.frame, record: newRecord)
            removed[id] = Partner(frame: newFrame, record: record)
        }
    }

    /// The frame of a view whose own frame is `own`, `amount` of the way (0 its own, 1 its
    /// partner's) toward `partner`.
    static func frame(_ own: CGRect, toward partner: Partner, amount: Double) -> CGRect {
        let properties = partner.record.properties
        let anchor = partner.record.anchor
        let target = partner.frame
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * amount }
        let size =
            properties.contains(.size)
            ? CGSize(width: max(0, mix(own.width, target.width)), height: max(0, mix(own.height, target.height)))
            : own.size
        let ownPoint = anchor.point(in: own)
        let point =
            properties.contains(.position)
            ? CGPoint(x: mix(ownPoint.x, anchor.point(in: target).x), y: mix(ownPoint.y, anchor.point(in: target).y))
            : ownPoint
        return CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }
}
