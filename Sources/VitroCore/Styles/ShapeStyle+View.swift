import Foundation

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle> {
    /// A rectangle filled with the style, as SwiftUI's `ShapeStyle.body`: a style that is also
    /// a view fills the space it is given.
    @MainActor public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
