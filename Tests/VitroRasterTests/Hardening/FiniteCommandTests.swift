import Testing
import VitroColor
import VitroGeometry
import VitroRaster

/// The compositor's entry clamps (DrawCommand+Finite), each with the value it stands for.
@Suite struct FiniteCommandTests {
    func draw(_ commands: [DrawCommand]) throws -> [UInt8] {
        var p = try Pixmap(width: 16, height: 16)
        Compositor().draw(commands, into: &p, isClear: true)
        return p.data
    }

    func square(_ x: Double = 2, _ size: Double = 8) -> BezierPath {
        var p = BezierPath()
        p.addRect(Rect2D(x: x, y: 2, width: size, height: size))
        return p
    }

    let red = FillSource.color(RGBColor(red: 1, green: 0, blue: 0))

    @Test func aPathWithANaNOrInfiniteCoordinateDrawsNothing() throws {
        let empty = try draw([])
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(try draw([.fill(square(bad), red, .nonZero, .normal)]) == empty)
        }
    }

    @Test func aPathWithHugeCoordinatesStillCrossesTheCanvas() throws {
        // A rectangle from -1e300 to +1e300 covers the whole canvas, as the unclamped one would.
        var huge = BezierPath()
        huge.addRect(Rect2D(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        var whole = BezierPath()
        whole.addRect(Rect2D(x: 0, y: 0, width: 16, height: 16))
        #expect(try draw([.fill(huge, red, .nonZero, .normal)]) == draw([.fill(whole, red, .nonZero, .normal)]))
    }

    @Test func opacityAndSigmaAreHeldToTheirRanges() throws {
        func layer(opacity: Double = 1, blur: Double = 0) -> DrawCommand {
            var e = LayerEffects()
            e.opacity = opacity
            e.blurSigma = blur
            return .layer(e, [.fill(square(), red, .nonZero, .normal)])
        }
        #expect(try draw([layer(opacity: .nan)]) == draw([layer(opacity: 0)]))
        #expect(try draw([layer(opacity: 7)]) == draw([layer(opacity: 1)]))
        #expect(try draw([layer(opacity: -.infinity)]) == draw([layer(opacity: 0)]))
        #expect(try draw([layer(blur: .nan)]) == draw([layer(blur: 0)]))
        #expect(try draw([layer(blur: -3)]) == draw([layer(blur: 0)]))
        #expect(try draw([layer(blur: .infinity)]) == draw([layer(blur: 1e6)]))
    }

    @Test func aColorMatrixWithAHugeOrNonFiniteEntryDrawsValidPixels() throws {
        for v: Float in [.nan, .infinity, 3e38] {
            var e = LayerEffects()
            e.colorMatrix = ColorMatrix([v, v, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
            let data = try draw([.layer(e, [.fill(square(), red, .nonZero, .normal)])])
            for i in stride(from: 0, to: data.count, by: 4) {
                #expect(data[i] <= data[i + 3] && data[i + 1] <= data[i + 3] && data[i + 2] <= data[i + 3])
            }
        }
    }

    @Test func aGradientWithNonFiniteGeometryIsItsFirstColor() throws {
        let stops = [
            GradientStop(color: RGBColor(red: 0, green: 0, blue: 1), location: .nan),
            GradientStop(color: RGBColor(red: 1, green: 1, blue: 0), location: 1),
        ]
        let bad = FillSource.linearGradient(stops, start: Point2D(x: .nan, y: 0), end: Point2D(x: 16, y: 0))
        let flat = FillSource.color(RGBColor(red: 0, green: 0, blue: 1))
        #expect(try draw([.fill(square(), bad, .nonZero, .normal)]) == draw([.fill(square(), flat, .nonZero, .normal)]))
    }

    @Test func anImageUnderANonFiniteTransformDrawsNothing() throws {
        let image = try Pixmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        let t = Transform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(try draw([.image(image, t, bilinear: true, opacity: 1)]) == draw([]))
        let huge = Transform2D(a: 1e300, b: 0, c: 0, d: 1e300, tx: -1e300, ty: 1e300)
        _ = try draw([.image(image, huge, bilinear: true, opacity: 1)])
    }
}
