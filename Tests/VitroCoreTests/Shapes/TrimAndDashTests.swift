import Foundation
import Testing
import VitroGeometry

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Trims and dashes against their closed forms: lengths of trimmed lines and arcs, the runs a
/// dash pattern lays along a straight line and around a circle.
@MainActor
@Suite struct TrimAndDashTests {
    func line(_ length: CGFloat) -> Path {
        Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: length, y: 0))
        }
    }

    /// Each subpath's length and its first point.
    func runs(_ path: Path) -> [(length: Double, start: Point2D)] {
        path.measuredSubpaths.map { (Path.polylineLength($0.points), $0.points[0]) }
    }

    @Test func aTrimmedLineKeepsTheFractionOfItsLength() {
        let t = runs(line(100).trimmedPath(from: 0.25, to: 0.75))
        #expect(t.count == 1)
        #expect(abs(t[0].length - 50) < 1e-9 && t[0].start == Point2D(x: 25, y: 0))
        #expect(line(100).trimmedPath(from: 0.8, to: 0.2).isEmpty, "from ≥ to leaves nothing")
        #expect(abs(line(100).trimmedPath(from: -1, to: 0.5).length - 50) < 1e-9, "clamped to 0…1")
        #expect(line(100).trimmedPath(from: .nan, to: 1).isEmpty)
    }

    // A circle of radius 50 is 2π·50 long; a quarter of it is an arc of π·50/2 that starts at
    // the right (3 o'clock) and ends at the bottom, drawn clockwise on screen as SwiftUI draws it.
    @Test func aTrimmedCircleIsAnArcOfTheSameFraction() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Its four cubic Béziers run 0.014 % longer than the true circle.
        #expect(abs(circle.length - 2 * .pi * 50) / (2 * .pi * 50) < 2e-4)
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(abs(quarter.length - .pi * 25) < 0.02)
        let pts = quarter.measuredSubpaths[0].points
        #expect((pts.first! - Point2D(x: 100, y: 50)).length < 0.02)
        #expect((pts.last! - Point2D(x: 50, y: 100)).length < 0.02)
        // The arc stays on the circle.
        for p in pts { #expect(abs((p - Point2D(x: 50, y: 50)).length - 50) < 0.02) }
        // A trim across two subpaths takes from both.
        var two = line(100)
        two.addPath(line(100).offsetBy(dx: 0, dy: 10))
        #expect(runs(two.trimmedPath(from: 0.25, to: 0.75)).map(\.length) == [50, 50])
    }

    // dash [10, 5] along 100 pt: runs at 0, 15, 30, … 90, each 10 long (7 runs).
    @Test func dashesAlongALineFollowThePattern() {
        let r = runs(line(100).dashed([10, 5], phase: 0))
        #expect(r.count == 7)
        #expect(r.map(\.start.x) == [0, 15, 30, 45, 60, 75, 90])
        for run in r { #expect(abs(run.length - 10) < 1e-9) }
        // A phase of 3 starts 3 pt into the first dash: 7, then 10s from 12.
        let p = runs(line(100).dashed([10, 5], phase: 3))
        #expect(abs(p[0].length - 7) < 1e-9 && p[1].start.x == 12)
        // A phase inside the gap starts with the gap's rest: phase 12 → first dash at 3.
        #expect(runs(line(100).dashed([10, 5], phase: 12))[0].start.x == 3)
        // An odd pattern repeats: [10] is 10 on, 10 off.
        #expect(runs(line(100).dashed([10], phase: 0)).map(\.start.x) == [0, 20, 40, 60, 80])
    }

    // dash [20, 10] around a circle of radius 50 (314.16 pt): ⌊314.16 / 30⌋ = 10 whole dashes of
    // 20, then one of 314.16 − 300 = 14.16 that ends at the start.
    @Test func dashesAroundACircleFollowThePattern() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let r = runs(circle.dashed([20, 10], phase: 0))
        #expect(r.count == 11)
        for run in r.prefix(10) { #expect(abs(run.length - 20) < 0.01) }
        // The last dash takes the Bézier circle's 0.044 pt over the true circumference.
        #expect(abs(r[10].length - (2 * .pi * 50 - 300)) < 0.05)
    }

    @Test func badDashPatternsDrawTheWholePath() {
        for bad: [CGFloat] in [[], [0, 0], [-1, 2], [.nan, 1], [1e-9, 1e-9]] {
            #expect(runs(line(100).dashed(bad, phase: 0)).count == 1)
        }
    }

    // A dashed 1x stroke: dashes opaque, gaps empty.
    @Test func aDashedStrokeRendersItsDashesAndGaps() throws {
        let view = Rectangle().trim(from: 0, to: 0.25)
            .stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
            .frame(width: 100, height: 20)
        let image = try ImageRenderer(content: view).render()
        // The top edge (y = 0, half the 4 pt line inside the frame) is the first quarter.
        #expect(image.color(atX: 5, y: 1).alpha > 0.99)
        #expect(image.color(atX: 15, y: 1).alpha < 0.01)
        #expect(image.color(atX: 25, y: 1).alpha > 0.99)
        #expect(image.color(atX: 75, y: 1).alpha < 0.01, "trimmed away past 25 % of 240 pt")
    }
}
