import Foundation
@_spi(Nodes) import VitroCore

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
    /// Hides the labels of the controls in this view (switches, steppers, pickers, date and color
    /// pickers), as SwiftUI's `labelsHidden()`; the control draws alone.
    public func labelsHidden() -> some View {
        environmentChange { $0.labelsHidden = true }
    }
}
