import Foundation
import VitroColor

/// Draws the frames between two layouts of one view: what each node looked like before a change
/// (a snapshot taken before the update) and the layout after it.
///
/// Nodes are matched by their `LayoutIdentity`. A matched node is drawn at its frame
/// interpolated between the two layouts, with its effects (opacity, offset, scale, rotation)
/// interpolated, and — for leaves — its colors interpolated in linear light. A node only in the
/// new layout runs its transition's insertion (opacity by default, as in SwiftUI); a node only
/// in the old one is drawn from the old layout running its removal, above its old parent's
/// content.
@MainActor
package struct FrameInterpolator {
    /// What one node looked like before the change.
    struct Before {
        let node: LayoutNode
        let frame: CGRect
        let effects: EffectState?
        let items: [DisplayList.Item]?
        let parent: LayoutIdentity?
        /// The node's `.animation(_:value:)` modifiers as they were (the node object itself may
        /// be reused by the next update, with new values).
        let animations: [ScopedAnimation]
    }

    /// The interpolated properties of an effect node.
    @MainActor
    struct EffectState {
        var opacity: Double
        var offset: CGSize
        var scale: CGSize
        var rotation: Angle

        package init(_ node: EffectNode) {
            opacity = node.effects.opacity
            offset = node.offset
            scale = node.scale
            rotation = node.rotation
        }

        func apply(to node: EffectNode) {
            node.effects.opacity = opacity
            node.offset = offset
            node.scale = scale
            node.rotation = rotation
        }

        static func lerp(_ a: EffectState, _ b: EffectState, _ f: Double) -> EffectState {
            var s = b
            s.opacity = a.opacity + (b.opacity - a.opacity) * f
            s.offset = CGSize(
                width: a.offset.width + (b.offset.width - a.offset.width) * f,
                height: a.offset.height + (b.offset.height - a.offset.height) * f)
            s.scale = CGSize(
                width: a.scale.width + (b.scale.width - a.scale.width) * f,
                height: a.scale.height + (b.scale.height - a.scale.height) * f)
            s.rotation = .radians(a.rotation.radians + (b.rotation.radians - a.rotation.radians) * f)
            return s
        }
    }

    let before: [LayoutIdentity: Before]

    /// Snapshots a layout before a change.
    package init(snapshotOf root: LayoutNode) {
        var before: [LayoutIdentity: Before] = [:]
        func visit(_ node: LayoutNode, parent: LayoutIdentity?) {
            var items: [DisplayList.Item]?
            if node.children.isEmpty {
                var own: [DisplayList.Item] = []
                node.render(into: &own)
                items = own
            }
            if let id = node.identity {
                before[id] = Before(
                    node: node, frame: node.frame, effects: (node as? EffectNode).map(EffectState.init), items: items,
                    parent: parent, animations: node.attributes.motion.animations)
            }
            for child in node.children { visit(child, parent: node.identity ?? parent) }
        }
        visit(root, parent: nil)
        self.before = before
    }

    /// Whether a layout has `.animation(_:value:)` modifiers, whose values a change may move.
    package static func hasImplicitAnimations(_ node: LayoutNode) -> Bool {
        if node.attributes.motion.animations.contains(where: { $0.trigger != nil }) { return true }
        return node.children.contains { hasImplicitAnimations($0) }
    }

    /// The animation of the outermost `.animation(_:value:)` whose value differs between this
    /// snapshot and the layout after the change (SwiftUI scopes it to that view's subtree; the
    /// host runs the whole change with it).
    package func implicitAnimation(in root: LayoutNode) -> Animation? {
        var found: Animation??
        func visit(_ node: LayoutNode) {
            guard found == nil else { return }
            if let id = node.identity, let old = before[id] {
                let oldAnimations = old.animations
                for (index, scoped) in node.attributes.motion.animations.enumerated() {
                    guard let trigger = scoped.trigger, index < oldAnimations.count,
                        let oldTrigger = oldAnimations[index].trigger, !oldTrigger.isEqual(to: trigger)
                    else { continue }
                    found = .some(scoped.animation)
                    return
                }
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found ?? nil
    }

    /// The display items of `root` (the layout after the change) at `fraction` of the way
    /// through the animation. The nodes are left as they were.
    package func items(of root: LayoutNode, at fraction: Double) -> [DisplayList.Item] {
        var restore: [@MainActor () -> Void] = []
        let pairs = MatchedGeometryPairs(before: before, after: root)
        var present: Set<LayoutIdentity> = []
        var byIdentity: [LayoutIdentity: LayoutNode] = [:]
        /// `shift`: the displacement of the nearest matched ancestor, which views inserted
        /// inside it move with.
        func visit(_ node: LayoutNode, parentMatched: Bool, shift: CGSize) {
            var matched = false
            var shift = shift
            if let id = node.identity {
                present.insert(id)
                byIdentity[id] = node
                if let old = before[id] {
                    matched = true
                    let final = node.frame.origin
                    prepareMatched(node, old: old, fraction: fraction, restore: &restore)
                    shift = CGSize(width: node.frame.minX - final.x, height: node.frame.minY - final.y)
                } else if let partner = pairs.inserted[id] {
                    // A matched-geometry view arriving: laid out on its way from its partner.
                    let final = node.frame
                    node.placeAgain(in: MatchedGeometryPairs.frame(final, toward: partner, amount: 1 - fraction))
                    restore.append { node.placeAgain(in: final) }
                    // It fades in with its transition unless an inserted ancestor already does.
                    if parentMatched { prepareInserted(node, fraction: fraction, shift: .zero, restore: &restore) }
                } else if parentMatched {
                    prepareInserted(node, fraction: fraction, shift: shift, restore: &restore)
                }
            }
            for child in node.children { visit(child, parentMatched: matched, shift: shift) }
        }
        visit(root, parentMatched: true, shift: .zero)
        // Removed views: drawn from the old layout over their old parent's new content.
        for (id, old) in before where !present.contains(id) {
            let node = old.node
            let partner = pairs.removed[id]
            // A matched-geometry view leaving: laid out on its way to its partner.
            let frame = partner.map { MatchedGeometryPairs.frame(old.frame, toward: $0, amount: fraction) } ?? old.frame
            if partner != nil {
                node.placeAgain(in: frame)
                restore.append { node.placeAgain(in: old.frame) }
            }
            guard let parentID = old.parent, present.contains(parentID), let parent = byIdentity[parentID] else {
                continue
            }
            let transition = node.attributes.motion.transition ?? .opacity
            var effects = transition.effects(for: .didDisappear, fraction: fraction, in: old.frame.size)
            // A removed view moves with its old parent: from where the parent was to where it
            // is drawn now.
            // (The parent's frame is already the interpolated one.)
            if partner == nil, let parentBefore = before[parentID] {
                effects.offset.width += parent.frame.minX - parentBefore.frame.minX
                effects.offset.height += parent.frame.minY - parentBefore.frame.minY
            }
            let removedEffects = effects
            let drawn = Self.transitionNode(of: node, phase: .didDisappear, fraction: fraction, in: frame)
            let previous = parent.frameEffect
            parent.frameEffect = { items in
                previous?(&items)
                var removed: [DisplayList.Item] = []
                if let drawn {
                    drawn.draw(into: &removed)
                    var shift = removedEffects
                    (shift.opacity, shift.scale, shift.blurRadius) = (1, CGSize(width: 1, height: 1), 0)
                    items.append(Self.group(removed, effects: shift, frame: frame))
                } else {
                    node.render(into: &removed)
                    items.append(Self.group(removed, effects: removedEffects, frame: frame))
                }
            }
            restore.append { parent.frameEffect = nil }
        }
        var items: [DisplayList.Item] = []
        root.draw(into: &items)
        for undo in restore.reversed() { undo() }
        return items
    }

    private func prepareMatched(
        _ node: LayoutNode, old: Before, fraction f: Double, restore: inout [@MainActor () -> Void]
    ) {
        let final = node.frame
        // Text keeps its final size (an overshooting spring would otherwise squeeze it into
        // re-wrapping); its position moves.
        let sized = !(node is TextNode)
        node.frame = CGRect(
            x: old.frame.minX + (final.minX - old.frame.minX) * f,
            y: old.frame.minY + (final.minY - old.frame.minY) * f,
            width: sized ? old.frame.width + (final.width - old.frame.width) * f : final.width,
            height: sized ? old.frame.height + (final.height - old.frame.height) * f : final.height)
        restore.append { node.frame = final }
        if let effect = node as? EffectNode, let oldState = old.effects {
            let newState = EffectState(effect)
            EffectState.lerp(oldState, newState, f).apply(to: effect)
            restore.append { newState.apply(to: effect) }
        }
        if let oldItems = old.items, node.children.isEmpty {
            node.frameEffect = { items in
                guard items.count == oldItems.count else { return }
                items = zip(oldItems, items).map { Self.lerp($0, $1, f) }
            }
            restore.append { node.frameEffect = nil }
        }
    }

    private func prepareInserted(
        _ node: LayoutNode, fraction: Double, shift: CGSize, restore: inout [@MainActor () -> Void]
    ) {
        let transition = node.attributes.motion.transition ?? .opacity
        let frame = node.frame
        if let drawn = Self.transitionNode(of: node, phase: .willAppear, fraction: fraction, in: frame) {
            let moved = TransitionEffects(offset: shift)
            node.frameEffect = { items in
                var own: [DisplayList.Item] = []
                drawn.draw(into: &own)
                items = [Self.group(own, effects: moved, frame: frame)]
            }
            restore.append { node.frameEffect = nil }
            return
        }
        var effects = transition.effects(for: .willAppear, fraction: fraction, in: node.frame.size)
        effects.offset.width += shift.width
        effects.offset.height += shift.height
        let insertedEffects = effects
        node.frameEffect = { items in items = [Self.group(items, effects: insertedEffects, frame: frame)] }
        restore.append { node.frameEffect = nil }
    }

    /// The view drawn through its transition at `fraction`, laid out in `frame`, when the
    /// transition is not built-in effects alone (`TransitionDrawing`); nil otherwise.
    static func transitionNode(of node: LayoutNode, phase: TransitionPhase, fraction: Double, in frame: CGRect)
        -> LayoutNode?
    {
        guard let draw = node.attributes.motion.transitionDrawing else { return nil }
        let drawn = draw(phase, fraction, frame.size)
        drawn.place(in: frame, within: node.placement)
        return drawn
    }

    /// Items drawn with a transition's effects.
    static func group(_ items: [DisplayList.Item], effects: TransitionEffects, frame: CGRect) -> DisplayList.Item {
        var group = GroupEffects()
        group.opacity = max(0, min(1, effects.opacity))
        let anchor = effects.scaleAnchor.point(in: frame)
        group.transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: effects.scale.width, y: effects.scale.height))
            .concatenating(
                CGAffineTransform(translationX: anchor.x + effects.offset.width, y: anchor.y + effects.offset.height))
        group.blurRadius = max(0, effects.blurRadius)
        group.bounds = frame
        return .group(group, items)
    }

    /// An item whose paint and effects are `fraction` of the way from `a` to `b`; `b` itself
    /// when the two differ in kind.
    static func lerp(_ a: DisplayList.Item, _ b: DisplayList.Item, _ f: Double) -> DisplayList.Item {
        switch (a, b) {
        case (.fill(_, let pa, _, _), .fill(let path, let pb, let rule, let blend)):
            return .fill(path, lerp(pa, pb, f), rule, blend)
        case (.text(_, _, let pa, _), .text(let s, let path, let pb, let blend)):
            return .text(s, path, lerp(pa, pb, f), blend)
        case (.image(_, _, _, let oa), .image(let image, let rect, let interpolation, let ob)):
            return .image(image, rect, interpolation, opacity: oa + (ob - oa) * f)
        case (.group(let ea, let ca), .group(var eb, let cb)):
            eb.opacity = ea.opacity + (eb.opacity - ea.opacity) * f
            let children = ca.count == cb.count ? zip(ca, cb).map { lerp($0, $1, f) } : cb
            return .group(eb, children)
        default:
            return b
        }
    }

    /// Two whole states cross-faded (Reduce Motion): the old one with opacity 1 − `fraction`
    /// and the new one added over it with opacity `fraction`, in a layer of their own, so the
    /// sum is the mix of the two.
    package static func crossFade(from old: [DisplayList.Item], to new: [DisplayList.Item], fraction: Double)
        -> [DisplayList.Item]
    {
        let f = min(max(fraction, 0), 1)
        var outgoing = GroupEffects()
        outgoing.opacity = 1 - f
        var incoming = GroupEffects()
        incoming.opacity = f
        incoming.blend = .plusLighter
        var layer = GroupEffects()
        layer.isolated = true
        return [.group(layer, [.group(outgoing, old), .group(incoming, new)])]
    }

    /// Colors are interpolated in linear light, as SwiftUI does; other paints switch at once.
    static func lerp(_ a: Paint, _ b: Paint, _ f: Double) -> Paint {
        guard case .color(let ca) = a, case .color(let cb) = b, ca.space == cb.space else { return b }
        func mix(_ x: Double, _ y: Double) -> Double {
            let lx = ca.space.isLinear ? x : TransferFunction.decode(x)
            let ly = cb.space.isLinear ? y : TransferFunction.decode(y)
            let l = lx + (ly - lx) * f
            let clamped = min(max(l, 0), 1)
            return ca.space.isLinear ? clamped : TransferFunction.encode(clamped)
        }
        return .color(
            RGBColor(
                red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                alpha: ca.alpha + (cb.alpha - ca.alpha) * f, space: cb.space))
    }
}
