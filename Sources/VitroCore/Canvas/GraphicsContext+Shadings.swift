import Foundation

extension GraphicsContext.Shading {
    /// A gray of `white` (0 black … 1 white) in `colorSpace`.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
        -> GraphicsContext.Shading
    {
        .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A full-turn conic gradient around a point of the context's coordinates, starting at
    /// `angle` (clockwise from the positive x axis on screen).
    public static func conicGradient(
        _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(AbsoluteGradientStyle(gradient: gradient, kind: .conic(center, angle)))
    }

    /// A mesh gradient over the bounds of what is filled.
    public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading { .style(mesh) }

    /// Shadings for the layers of a multi-layer drawing (a symbol in palette mode); a fill or
    /// stroke uses the first, as SwiftUI's does, and the foreground style when there is none.
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
        array.first ?? .foreground
    }
}
