import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` emits while the view's identity lives (it
    /// subscribes when the view appears and cancels when it disappears).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// `onReceive`: one subscription per identity; the latest action receives the values.
struct ReceiveModifier<P: Publisher>: ViewModifier, NodeModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    final class Receiver: @unchecked Sendable {
        var action: ((P.Output) -> Void)?
    }

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let (node, isNew) = context.appending(.modifier).graphChild(Self.self)
        let receiver = (node.modifierState as? Receiver) ?? Receiver()
        receiver.action = action
        if isNew {
            node.modifierState = receiver
            node.subscriptions[ObjectIdentifier(receiver)] = publisher.sink { value in receiver.action?(value) }
        }
        return content(context)
    }
}
