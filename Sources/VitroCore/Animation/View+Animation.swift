import Foundation

extension View {
    /// Animates changes of `value` in this view with `animation` (nil turns animation off for
    /// them), as SwiftUI's `animation(_:value:)`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        let trigger = AnimationTrigger(value)
        return motion { $0.animations.append(ScopedAnimation(animation: animation, trigger: trigger)) }
    }

    /// Animates every change in this view with `animation`, as SwiftUI's deprecated `animation(_:)`.
    public func animation(_ animation: Animation?) -> some View {
        motion { $0.animations.append(ScopedAnimation(animation: animation, trigger: nil)) }
    }

    /// Animates the changes of the modifiers `body` applies with `animation`, as SwiftUI's
    /// `animation(_:body:)`.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(self)).motion {
            $0.animations.append(ScopedAnimation(animation: animation, trigger: nil))
        }
    }

    /// Changes the transactions of the updates that pass through this view, as SwiftUI's
    /// `transaction(_:)`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        motion { $0.transactionTransforms.append(TransactionTransform(trigger: nil, body: transform)) }
    }

    /// Changes the transactions of the updates that pass through this view when `value`
    /// changes, as SwiftUI's `transaction(value:_:)`.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        let trigger = AnimationTrigger(value)
        return motion { $0.transactionTransforms.append(TransactionTransform(trigger: trigger, body: transform)) }
    }

    /// Changes the transactions of the updates of the modifiers `body` applies, as SwiftUI's
    /// `transaction(_:body:)`.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(self)).motion {
            $0.transactionTransforms.append(TransactionTransform(trigger: nil, body: transform))
        }
    }

    /// How this view enters and leaves, as SwiftUI's `transition(_:)`.
    public func transition(_ t: AnyTransition) -> some View {
        let content = self
        return wrap { node, context in
            node.attributes.motion.transition = t
            if !t.isPurelyEffects {
                node.attributes.motion.transitionDrawing = TransitionDrawing.make(
                    t, content: content, environment: context.environment)
            }
            return node
        }
    }

    /// How this view enters and leaves, as SwiftUI's `transition(_:)` for a ``Transition``.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }

    /// Places this view in a group of views with the same `id` in `namespace`, whose frames
    /// follow the source's, as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    /// A still image draws the view where it is; the host moves it between the matched places.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        let record = MatchedGeometryRecord(
            id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)
        return motion { $0.matchedGeometry = record }
    }

    func motion(_ change: @escaping @MainActor (inout MotionAttributes) -> Void) -> some View {
        attribute { change(&$0.motion) }
    }
}
