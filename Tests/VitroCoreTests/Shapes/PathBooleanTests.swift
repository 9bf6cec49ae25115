import Foundation
import Testing
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Path and shape boolean operations (iOS 17), checked by their regions and by rendered pixels.
@MainActor
@Suite struct PathBooleanTests {
    // Two circles of radius 10, centered at (10, 10) and (25, 10): they overlap for x 15…20.
    let left = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    let right = Path(ellipseIn: CGRect(x: 15, y: 0, width: 20, height: 20))
    let onlyLeft = CGPoint(x: 5, y: 10)
    let both = CGPoint(x: 17.5, y: 10)
    let onlyRight = CGPoint(x: 30, y: 10)
    let neither = CGPoint(x: 17.5, y: 1)

    func region(_ p: Path) -> [Bool] {
        [onlyLeft, both, onlyRight, neither].map { p.contains($0) }
    }

    @Test func booleanOperationsKeepTheRightRegions() {
        #expect(region(left.union(right)) == [true, true, true, false])
        #expect(region(left.intersection(right)) == [false, true, false, false])
        #expect(region(left.subtracting(right)) == [true, false, false, false])
        #expect(region(left.symmetricDifference(right)) == [true, false, true, false])
        // Either fill rule fills the result the same: no self-intersections, no holes by winding.
        let u = left.union(right)
        for p in [onlyLeft, both, onlyRight, neither] { #expect(u.contains(p) == u.contains(p, eoFill: true)) }
        #expect(abs(u.boundingRect.minX) < 0.05 && abs(u.boundingRect.maxX - 35) < 0.05)
    }

    @Test func emptyOperandsAndEvenOdd() {
        #expect(left.intersection(Path()).isEmpty)
        #expect(region(left.union(Path())) == [true, true, false, false])
        // Two nested squares: even-odd makes a frame; normalized keeps the frame for either rule.
        var nested = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(nested.contains(CGPoint(x: 15, y: 15)) && !nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        let frame = nested.normalized()
        #expect(!frame.contains(CGPoint(x: 15, y: 15)) && frame.contains(CGPoint(x: 5, y: 5)))
        #expect(nested.normalized(eoFill: false).contains(CGPoint(x: 15, y: 15)))
    }

    @Test func lineOperationsClipTheOutline() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let inside = line.lineIntersection(square)
        #expect(abs(inside.boundingRect.minX) < 1e-6 && abs(inside.boundingRect.maxX - 20) < 1e-6)
        let outside = line.lineSubtraction(square)
        var moves = 0
        outside.forEach { if case .move = $0 { moves += 1 } }
        #expect(moves == 2, "the part before the square and the part after it")
        #expect(abs(outside.boundingRect.minX + 10) < 1e-6 && abs(outside.boundingRect.maxX - 40) < 1e-6)
        // A closed outline wholly inside stays closed.
        let small = Path(CGRect(x: 5, y: 5, width: 5, height: 5))
        var closes = 0
        small.lineIntersection(square).forEach { if $0 == .closeSubpath { closes += 1 } }
        #expect(closes == 1)
    }

    @Test func unionOfTwoCirclesCoversTheRightPixels() throws {
        // Circles 20 pt across in a 20 pt frame, the second moved 15 pt right (drawn past the frame).
        let view = Circle().union(Circle().offset(x: 15)).fill(Color.red).frame(width: 20, height: 20)
        let image = try ImageRenderer(content: view.frame(width: 40, height: 20, alignment: .topLeading)).render()
        #expect(image.color(atX: 5, y: 10).alpha > 0.99)
        #expect(image.color(atX: 17, y: 10).alpha > 0.99)
        #expect(image.color(atX: 30, y: 10).alpha > 0.99)
        #expect(image.color(atX: 17, y: 1).alpha < 0.05, "between the circles' tops")
        #expect(image.color(atX: 38, y: 10).alpha < 0.01)
        let cut = Circle().subtracting(Circle().offset(x: 15)).fill(Color.red).frame(width: 20, height: 20)
        let cutImage = try ImageRenderer(content: cut.frame(width: 40, height: 20, alignment: .topLeading)).render()
        #expect(cutImage.color(atX: 5, y: 10).alpha > 0.99 && cutImage.color(atX: 17, y: 10).alpha < 0.01)
    }

    @Test func elementsArcsAndCornerRadii() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        p.addLine(to: CGPoint(x: 20, y: 20))
        // The arc runs from (15, 0) to (20, 5) around (15, 5).
        var points: [CGPoint] = []
        p.forEach {
            switch $0 {
            case .line(let q), .curve(let q, _, _), .move(let q): points.append(q)
            default: break
            }
        }
        #expect(points.contains { abs($0.x - 15) < 1e-9 && abs($0.y) < 1e-9 })
        #expect(points.contains { abs($0.x - 20) < 1e-9 && abs($0.y - 5) < 1e-9 })
        let r = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
            cornerRadii: RectangleCornerRadii(topLeading: 20), style: .circular)
        #expect(!r.contains(CGPoint(x: 2, y: 2)) && r.contains(CGPoint(x: 38, y: 2)))
        var arc = Path()
        arc.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(abs(arc.boundingRect.maxY - 20) < 1e-6 && abs(arc.boundingRect.maxX - 20) < 1e-6)
    }

    @Test func shapeViewsLayerFillsAndStrokes() throws {
        let view = Circle().fill(Color.red).stroke(Color.blue, lineWidth: 6).frame(width: 40, height: 40)
        let image = try ImageRenderer(content: view).render()
        let center = image.color(atX: 20, y: 20)
        let edge = image.color(atX: 20, y: 1)
        #expect(center.red > 0.9 && center.blue < 0.5, "system red")
        #expect(edge.blue > 0.9 && edge.red < 0.1, "system blue: the stroke over the fill's edge")
        let sized = Rectangle().size(width: 10, height: 10, anchor: .center).fill(Color.red).frame(
            width: 40, height: 40)
        let small = try ImageRenderer(content: sized).render()
        #expect(small.color(atX: 20, y: 20).alpha > 0.99 && small.color(atX: 5, y: 5).alpha < 0.01)
        #expect(Circle.role == .fill)
    }
}
