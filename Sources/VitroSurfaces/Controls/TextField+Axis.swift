import Foundation
@_spi(Nodes) import VitroCore

extension TextField {
    /// A field that grows along `axis` as SwiftUI's multi-line field does; drawn at rest as the
    /// one-line field (its text wraps when `.vertical`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    /// A field with a prompt: the prompt is shown where the title would be.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(titleKey, text: text)
    }

    /// A field that grows along `axis` (a title that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A field with editing callbacks, as SwiftUI's older API: `onEditingChanged` and `onCommit`
    /// are recorded (a still render neither focuses nor submits).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
    }

    /// A field with editing callbacks (a title that is not localized); the callbacks are recorded.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
    }
}
