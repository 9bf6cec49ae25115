import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends a timer over `timerInterval` ("4:32", or "1:23:45" from an hour on), as SwiftUI's
    /// `appendInterpolation(timerInterval:pauseTime:countsDown:showsHours:)`: the time left (or,
    /// not counting down, the time gone) at `pauseTime`, or at the moment the key is made.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        text += DateText.timer(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours)
    }
}
