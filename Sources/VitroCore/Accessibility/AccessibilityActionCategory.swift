import Foundation

/// A category of accessibility actions, as SwiftUI's `AccessibilityActionCategory`: VoiceOver
/// lists the actions of a category together.
public struct AccessibilityActionCategory: Equatable, Sendable {
    /// The category's name: a text, or a system category's identifier.
    let name: Text?
    let system: String?
    /// A category named `name`.
    public init(_ name: Text) {
        self.name = name
        system = nil
    }
    init(system: String) {
        name = nil
        self.system = system
    }
    /// The default category.
    public static let `default` = AccessibilityActionCategory(system: "default")
    /// Editing actions.
    public static let edit = AccessibilityActionCategory(system: "edit")

    /// Whether two categories are the same system category (a named category equals none
    /// other, as its text is not compared).
    public static func == (lhs: AccessibilityActionCategory, rhs: AccessibilityActionCategory) -> Bool {
        lhs.system != nil && lhs.system == rhs.system
    }
}

/// How a direct-touch area of a view answers touches, as SwiftUI's
/// `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver speaks nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The area takes touches directly only after it is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom that an assistive technology asks of a view, as SwiftUI's
/// `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction {
    /// Whether to zoom in or out.
    public enum Direction: Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }
    /// Whether to zoom in or out.
    public let direction: Direction
    /// Where to zoom, as a unit point of the view.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates.
    public let point: CGPoint
}

/// Whether a view is the label or the content of a labeled pair, as SwiftUI's
/// `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Sendable {
    /// The pair's label.
    case label
    /// The pair's content.
    case content
}

/// The kind of text a view shows, for how VoiceOver reads it, as SwiftUI's
/// `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Sendable {
    let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File system entries.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Narrative prose.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The modifier SwiftUI's accessibility modifiers return, as SwiftUI's
/// `AccessibilityAttachmentModifier`: it leaves the view as it is drawn.
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// The view unchanged: accessibility attachments draw nothing.
    public func body(content: Content) -> some View { content }
}

extension AccessibilityTraits {
    /// No traits.
    public init() { self.init(rawValue: 0) }
}

extension View {
    /// Accessibility actions of `category` (recorded: for assistive technologies, no effect on
    /// a still image).
    public func accessibilityActions<Content: View>(
        category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
    ) -> some View {
        record("accessibilityActions")
    }

    /// Makes the view an area that takes touches directly under VoiceOver (recorded: no effect
    /// on a still image).
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> some View {
        record("accessibilityDirectTouch")
    }

    /// Runs `handler` when an assistive technology asks the view to zoom (recorded: no effect
    /// on a still image).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        record("accessibilityZoomAction")
    }

    /// Makes the view the label or the content of the pair `id` in `namespace` (recorded: for
    /// assistive technologies, no effect on a still image).
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View {
        record("accessibilityLabeledPair")
    }

    /// The kind of text the view shows (recorded: for assistive technologies, no effect on a
    /// still image).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        record("accessibilityTextContentType")
    }
}
