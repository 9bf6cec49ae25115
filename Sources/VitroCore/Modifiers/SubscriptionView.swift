import Foundation
import OpenCombine

/// A view that runs an action with each value a publisher emits, as SwiftUI's
/// `SubscriptionView` (what `onReceive(_:perform:)` returns in SwiftUI).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View
where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher subscribed to while the view lives.
    public var publisher: PublisherType
    /// The action run with each value.
    public var action: (PublisherType.Output) -> Void

    /// A view of `content` that runs `action` with each value `publisher` emits.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        (self.content, self.publisher, self.action) = (content, publisher, action)
    }

    public var body: some View { content.onReceive(publisher, perform: action) }
}
