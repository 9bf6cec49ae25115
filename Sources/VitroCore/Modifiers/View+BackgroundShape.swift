import Foundation

extension View {
    /// Fills `shape` with the system background behind the view (`.background(in: Capsule())`):
    /// SwiftUI's default style for this form is the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
