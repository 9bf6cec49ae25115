import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// A shape of the app's own that animates two values, written as in SwiftUI.
struct Wedge: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: start, dy: end)) }
}

@MainActor
@Suite struct AnimatableTests {
    @Test func customShapesInterpolateThroughTheirData() {
        let mid = Wedge(start: 0, end: 10).interpolated(to: Wedge(start: 4, end: 30), fraction: 0.25)
        #expect(mid.start == 1 && mid.end == 15)
        #expect(
            Spring(duration: 0.5).value(
                fromValue: Wedge(start: 0, end: 0), toValue: Wedge(start: 10, end: 20),
                initialVelocity: Wedge(start: 0, end: 0), time: 5
            ).end > 19.99)
    }

    @Test func shapesWithoutDataHaveEmptyData() {
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        #expect(Capsule().interpolated(to: Capsule(), fraction: 0.5).animatableData.magnitudeSquared == 0)
    }

    @Test func roundedRectanglesAnimateTheirCorners() {
        let a = RoundedRectangle(cornerRadius: 4)
        let b = RoundedRectangle(cornerSize: CGSize(width: 20, height: 12))
        #expect(a.interpolated(to: b, fraction: 0.5).cornerSize == CGSize(width: 12, height: 8))
        let u = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 2)
        let v = UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 8, bottomTrailingRadius: 6)
        let w = u.interpolated(to: v, fraction: 0.5).cornerRadii
        #expect(w == RectangleCornerRadii(topLeading: 5, bottomLeading: 4, bottomTrailing: 4, topTrailing: 0))
    }

    @Test func geometryTypesAnimateTheirComponents() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            .interpolated(to: CGRect(x: 10, y: 20, width: 30, height: 50), fraction: 0.5)
        #expect(r == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(Angle.degrees(0).interpolated(to: .degrees(90), fraction: 0.5).degrees == 45)
        #expect(UnitPoint.topLeading.interpolated(to: .bottomTrailing, fraction: 0.25) == UnitPoint(x: 0.25, y: 0.25))
        let e = EdgeInsets(top: 0, leading: 4, bottom: 8, trailing: 12)
            .interpolated(to: EdgeInsets(), fraction: 0.5)
        #expect(e == EdgeInsets(top: 0, leading: 2, bottom: 4, trailing: 6))
        #expect(CGPoint(x: 1, y: 2).animatableData.magnitudeSquared == 5)
    }

    @Test func pairsAreVectors() {
        var p = AnimatablePair(2.0, AnimatablePair(Float(1), CGFloat(3)))
        p.scale(by: 2)
        #expect(p == AnimatablePair(4.0, AnimatablePair(Float(2), CGFloat(6))))
        #expect((p - p) == .zero)
        #expect(p.magnitudeSquared == 16 + 4 + 36)
    }

    @Test func colorsMixInLinearLightPremultiplied() {
        let red = Color.Resolved(red: 1, green: 0, blue: 0)
        let blue = Color.Resolved(red: 0, green: 0, blue: 1)
        let mid = red.mixed(with: blue, by: 0.5)
        // Linear 0.5 is sRGB 0.735: brighter than the gamma-encoded average of 0.5.
        #expect(abs(mid.red - 0.7354) < 0.001 && abs(mid.blue - 0.7354) < 0.001)
        let clear = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        let fading = red.mixed(with: clear, by: 0.5)
        // Premultiplied: fading to clear keeps the hue instead of darkening.
        #expect(abs(fading.red - 1) < 1e-5 && abs(fading.opacity - 0.5) < 1e-6)
        #expect(red.mixed(with: blue, by: 0) == red)
    }
}

@MainActor
@Suite struct GradientInterpolationTests {
    let environment = EnvironmentValues()

    @Test func gradientsWithMatchingStopsMoveAndMixThem() {
        let a = Gradient(stops: [.init(color: .black, location: 0), .init(color: .white, location: 0.5)])
        let b = Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 1)])
        let mid = a.interpolated(to: b, fraction: 0.5, in: environment)
        #expect(mid.stops.map(\.location) == [0.1, 0.75])
        // Black and white mixed halfway in linear light: linear 0.5, sRGB 0.735.
        let gray = mid.stops[0].color.resolve(in: environment)
        #expect(abs(gray.red - 0.7354) < 0.001)
    }

    @Test func gradientsWithDifferentStopsAreResampled() {
        let a = Gradient(colors: [.black, .white])
        let b = Gradient(stops: [
            .init(color: .black, location: 0), .init(color: Color(red: 1, green: 0, blue: 0), location: 0.5),
            .init(color: .black, location: 1),
        ])
        let start = a.interpolated(to: b, fraction: 0, in: environment)
        #expect(start.stops.map(\.location) == [0, 0.5, 1])
        let middle = start.stops[1].color.resolve(in: environment)
        #expect(abs(middle.red - 0.7354) < 0.001 && abs(middle.green - 0.7354) < 0.001)
        let end = a.interpolated(to: b, fraction: 1, in: environment).stops[1].color.resolve(in: environment)
        #expect(abs(end.red - 1) < 1e-4 && end.green < 1e-4)
    }
}
