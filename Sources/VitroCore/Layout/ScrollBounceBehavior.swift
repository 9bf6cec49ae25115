/// Whether a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior` (recorded:
/// a still image shows the content at rest, where bouncing changes nothing).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice: always, on iOS.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// Bounces whatever the content's size.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// Bounces only when the content is larger than the container.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}
