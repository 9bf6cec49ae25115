import Foundation
@_spi(Nodes) import VitroCore

/// How progress views are drawn, as SwiftUI's `ProgressViewStyle`: the platform's styles
/// (`.automatic`, `.circular`, `.linear`) or an app's own, whose `makeBody(configuration:)`
/// draws each progress view of the hierarchy (usually around a `ProgressView(configuration)`,
/// which draws the platform's look).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style makes for one progress view.
    associatedtype Body: View
    /// A progress view's parts, handed to `makeBody(configuration:)`.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for a progress view with these parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's parts, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The progress view's current value label, type-erased.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The fraction done, 0…1, or `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's styles: each draws the progress view itself, choosing its shape.
protocol KnownProgressViewStyle: ProgressViewStyle { var kind: ProgressKind? { get } }

extension KnownProgressViewStyle {
    /// The progress view drawn in this style's shape.
    func platformBody(_ configuration: Configuration) -> some View {
        let kind = kind
        return ProgressView(configuration).environmentChange {
            $0.progressKind = kind
            $0.progressViewStyle = nil
        }
    }
}

/// A spinner.
public struct CircularProgressViewStyle: KnownProgressViewStyle {
    /// The platform's spinner style.
    public init() {}
    var kind: ProgressKind? { .circular }
    /// The progress view drawn as a spinner.
    public func makeBody(configuration: Configuration) -> some View { platformBody(configuration) }
}
/// A bar.
public struct LinearProgressViewStyle: KnownProgressViewStyle {
    /// The platform's bar style.
    public init() {}
    var kind: ProgressKind? { .linear }
    /// The progress view drawn as a bar.
    public func makeBody(configuration: Configuration) -> some View { platformBody(configuration) }
}
/// A spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: KnownProgressViewStyle {
    /// The platform's default style.
    public init() {}
    var kind: ProgressKind? { nil }
    /// The progress view drawn as a spinner without a value, a bar with one.
    public func makeBody(configuration: Configuration) -> some View { platformBody(configuration) }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, even with a value (as iOS draws it).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A spinner without a value, a bar with one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A type-erased app progress view style.
@MainActor
struct AnyProgressViewStyle: @unchecked Sendable {
    let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: AnyProgressViewStyle? = nil }

extension EnvironmentValues {
    /// An app's progress view style, `nil` for the platform's (`progressKind` says which).
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in this view: `.circular` draws the spinner even with
    /// a value (as iOS does), `.linear` the bar; an app's own style draws each one.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let known = style as? any KnownProgressViewStyle {
            let kind = known.kind
            return environmentChange {
                $0.progressKind = kind
                $0.progressViewStyle = nil
            }
        }
        let erased = AnyProgressViewStyle(style)
        return environmentChange { $0.progressViewStyle = erased }
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view with a style's configuration, drawn in the platform's look (what a style's
    /// ``ProgressViewStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        drawsPlatformLook = true
    }
}
