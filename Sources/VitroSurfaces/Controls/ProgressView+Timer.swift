import Foundation
@_spi(Nodes) import VitroCore

/// The current-value label of a timer progress view, as SwiftUI's `DefaultDateProgressLabel`:
/// the time left (or gone) in the interval, as `Text(timerInterval:countsDown:)` shows it.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The fraction of `interval` a timer progress view shows now: the part gone, or (counting
/// down) the part left; a zero-length interval is done.
private func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date = Date()) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let gone = total > 0 ? min(max(now.timeIntervalSince(interval.lowerBound) / total, 0), 1) : 1
    return countsDown ? 1 - gone : gone
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress bar over a span of time, filled as the time goes (or, counting down, emptied),
    /// at the moment it is drawn, as SwiftUI's `init(timerInterval:countsDown:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            fraction: timerFraction(timerInterval, countsDown: countsDown), label: nil,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer progress bar with `label` above it and the time left beneath.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: timerFraction(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView {
    /// A timer progress bar with `label` above it and `currentValueLabel` beneath.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: timerFraction(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }

    init(fraction: Double, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}
