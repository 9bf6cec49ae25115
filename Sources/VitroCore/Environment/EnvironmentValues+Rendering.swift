import Foundation

struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }
struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// The most dynamic range images in this view may use, as SwiftUI's `allowedDynamicRange`;
    /// nil leaves it to each image. Vitro renders standard range only, so every range draws the
    /// same.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }

    /// How content that changes in place animates, as SwiftUI's `contentTransition`
    /// environment value (`.identity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Limits the dynamic range of the images in this view, as SwiftUI's
    /// `allowedDynamicRange(_:)`: sets the `allowedDynamicRange` environment value.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
