import Foundation

#if !canImport(Accessibility)
    /// Custom accessibility content, as the Accessibility framework's `AXCustomContent` (which
    /// Linux lacks): what `accessibilityCustomContent(_:_:importance:)`'s importance names.
    open class AXCustomContent: NSObject, @unchecked Sendable {
        /// How important a piece of custom content is.
        public enum Importance: Int, Sendable {
            /// Read when the person asks for more content.
            case `default`
            /// Read with the element's label.
            case high
        }
        /// The content's label.
        open var label: String
        /// The content's value.
        open var value: String
        /// How important the content is.
        open var importance: Importance = .default
        /// Content labeled `label` with `value`.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }
#endif

/// The key of a piece of custom accessibility content, as SwiftUI's
/// `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Sendable {
    /// The key's label: a text, or a localized key.
    let label: Text?
    let labelKey: LocalizedStringKey?
    let id: String

    /// A key labeled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        labelKey = nil
        self.id = id
    }

    /// A key labeled `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = nil
        self.labelKey = labelKey
        self.id = id
    }

    /// A key labeled and identified by `labelKey`.
    public init(_ labelKey: LocalizedStringKey) {
        label = nil
        self.labelKey = labelKey
        id = "\(labelKey)"
    }
}

extension View {
    /// Custom accessibility content under `key` (recorded: for assistive technologies, no
    /// effect on a still image).
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content under `key` (recorded: for assistive technologies, no
    /// effect on a still image).
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content under `key` (recorded: for assistive technologies, no
    /// effect on a still image).
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content labeled `label` (recorded: for assistive technologies, no
    /// effect on a still image).
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content labeled `labelKey` (recorded: for assistive technologies,
    /// no effect on a still image).
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content labeled `labelKey` (recorded: for assistive technologies,
    /// no effect on a still image).
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }

    /// Custom accessibility content labeled `labelKey` (recorded: for assistive technologies,
    /// no effect on a still image).
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        record("accessibilityCustomContent")
    }
}
