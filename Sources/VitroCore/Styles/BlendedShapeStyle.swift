import Foundation

/// A style drawn with a blend mode, as SwiftUI's `ShapeStyle.blendMode(_:)` makes it.
struct BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let mode: BlendMode

    func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        switch resolveStyle(base, in: rect, environment: environment) {
        case .paint(let paint, _): .paint(paint, mode.operation)
        case let other: other
        }
    }
}

extension ShapeStyle {
    /// This style combined with what is beneath by `mode`, as SwiftUI's `blendMode(_:)` (a
    /// material keeps its own compositing).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { BlendedShapeStyle(base: self, mode: mode) }
}
