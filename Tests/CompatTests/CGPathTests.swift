import Foundation
import Testing
import Vitro

/// `Path.cgPath` and `Path(_: CGPath)`, as SwiftUI code hands paths to and from CoreGraphics.
@MainActor
@Suite struct CGPathTests {
    @Test func aPathsCGPathHasItsElements() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        path.closeSubpath()
        let cg = path.cgPath
        #expect(!cg.isEmpty)
        #expect(cg.boundingBox == CGRect(x: 10, y: 10, width: 60, height: 40))
        #expect(cg.currentPoint == CGPoint(x: 10, y: 10))
        #expect(cg.contains(CGPoint(x: 45, y: 15)))
        #expect(!cg.contains(CGPoint(x: 5, y: 5)))
        #expect(Path(cg) == path)
    }

    @Test func aMutablePathBuildsWhatPathBuilds() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        mutable.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        mutable.move(to: .zero, transform: CGAffineTransform(translationX: 5, y: 5))
        mutable.addLine(to: CGPoint(x: 1, y: 0), transform: CGAffineTransform(scaleX: 40, y: 1))
        var expected = Path()
        expected.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        expected.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        expected.move(to: CGPoint(x: 5, y: 5))
        expected.addLine(to: CGPoint(x: 40, y: 0))
        #expect(Path(mutable) == expected)
        #expect(mutable.copy().map { Path($0) } == Path(mutable))
        #expect(
            CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4)
        )
    }

    @Test func aPathFromACGPathDraws() throws {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        let view = Path(mutable).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20).background(
            Color.white)
        let image = try ImageRenderer(content: view).render()
        #expect(image.color(atX: 5, y: 10).red > 0.9 && image.color(atX: 5, y: 10).green < 0.1)
        #expect(image.color(atX: 15, y: 10).green > 0.9)
    }
}
