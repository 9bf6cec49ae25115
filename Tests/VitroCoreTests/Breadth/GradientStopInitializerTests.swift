import Foundation
import Testing
import Vitro

/// The stop initializers of angular and elliptical gradients draw as the gradient forms do.
@MainActor
@Suite struct GradientStopInitializerTests {
    let stops: [Gradient.Stop] = [
        .init(color: .red, location: 0), .init(color: .yellow, location: 0.3),
        .init(color: .blue, location: 1),
    ]

    func pixels(_ style: some ShapeStyle) throws -> [UInt16] {
        try ImageRenderer(content: Rectangle().fill(style).frame(width: 40, height: 30)).render().samples
    }

    @Test func angularStops() throws {
        let g = Gradient(stops: stops)
        #expect(
            try pixels(
                AngularGradient(stops: stops, center: .center, startAngle: .degrees(10), endAngle: .degrees(200)))
                == pixels(
                    AngularGradient(gradient: g, center: .center, startAngle: .degrees(10), endAngle: .degrees(200))))
        #expect(
            try pixels(AngularGradient(stops: stops, center: .topLeading, angle: .degrees(45)))
                == pixels(AngularGradient(gradient: g, center: .topLeading, angle: .degrees(45))))
        // Not a flat fill: the stops are drawn.
        let image = try ImageRenderer(
            content: Rectangle().fill(AngularGradient(stops: stops, center: .center, angle: .zero))
                .frame(width: 40, height: 30)
        ).render()
        #expect(image.color(atX: image.width - 1, y: image.height / 2 + 2).red > 0.8)
        #expect(image.color(atX: image.width - 1, y: image.height / 2 - 2).blue > 0.8)
    }

    @Test func ellipticalStops() throws {
        let g = Gradient(stops: stops)
        #expect(
            try pixels(
                EllipticalGradient(stops: stops, center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.6))
                == pixels(
                    EllipticalGradient(gradient: g, center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.6)))
        #expect(try pixels(EllipticalGradient(stops: stops)) == pixels(EllipticalGradient(gradient: g)))
    }
}
