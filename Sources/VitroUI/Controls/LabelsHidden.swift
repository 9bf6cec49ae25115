import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
struct ProgressKindKey: EnvironmentKey { static let defaultValue: ProgressKind? = nil }

enum ProgressKind: Sendable { case circular, linear }

extension EnvironmentValues {
    /// Whether controls hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The progress view style set, nil for the automatic one (linear with a value).
    var progressKind: ProgressKind? {
        get { self[ProgressKindKey.self] }
        set { self[ProgressKindKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (steppers, pickers, date and color
    /// pickers), as SwiftUI's `labelsHidden()`; the control draws alone.
    public func labelsHidden() -> some View {
        environmentChange { $0.labelsHidden = true }
    }

    /// Sets the style of progress views in this view: `.circular` draws the spinner even with
    /// a value (as iOS does), `.linear` the bar.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = (style as? any KnownProgressViewStyle)?.kind
        return environmentChange { $0.progressKind = kind }
    }
}

/// How progress views are drawn, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {}
protocol KnownProgressViewStyle: ProgressViewStyle { var kind: ProgressKind? { get } }

/// A spinner.
public struct CircularProgressViewStyle: KnownProgressViewStyle {
    public init() {}
    var kind: ProgressKind? { .circular }
}
/// A bar.
public struct LinearProgressViewStyle: KnownProgressViewStyle {
    public init() {}
    var kind: ProgressKind? { .linear }
}
/// A spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: KnownProgressViewStyle {
    public init() {}
    var kind: ProgressKind? { nil }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
