import Foundation
import Testing
import Vitro

/// `rotation3DEffect` (orthographic projection) and `transformEffect`, by the ink they leave.
@MainActor
@Suite struct Rotation3DTests {
    /// The columns and rows where a 40 × 20 black bar, turned, leaves ink (alpha > 0.5), in a
    /// 60 × 60 frame at 1×.
    func inkBounds(_ view: some View) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let image = try ImageRenderer(content: view.frame(width: 60, height: 60)).render()
        var (x0, x1, y0, y1) = (Int.max, -1, Int.max, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image.color(atX: x, y: y).alpha > 0.5 {
                (x0, x1, y0, y1) = (min(x0, x), max(x1, x), min(y0, y), max(y1, y))
            }
        }
        return (x0, x1, y0, y1)
    }

    var bar: some View { Rectangle().fill(.black).frame(width: 40, height: 20) }

    @Test func turningAboutYNarrowsByTheCosineAboutTheAnchor() throws {
        let flat = try inkBounds(bar)
        #expect(flat.maxX - flat.minX + 1 == 40)
        let turned = try inkBounds(bar.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        // cos 60° = 0.5: 20 wide, centered; the height stays.
        #expect(abs(turned.maxX - turned.minX + 1 - 20) <= 1)
        #expect(abs((turned.minX + turned.maxX) - (flat.minX + flat.maxX)) <= 1)
        #expect(turned.maxY - turned.minY == flat.maxY - flat.minY)
        let leading = try inkBounds(
            bar.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), anchor: .leading))
        #expect(leading.minX == flat.minX && abs(leading.maxX - leading.minX + 1 - 20) <= 1)
    }

    @Test func turningAboutXShortensAndAboutZRotatesAsRotationEffect() throws {
        let flat = try inkBounds(bar)
        let tipped = try inkBounds(bar.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)))
        #expect(abs(tipped.maxY - tipped.minY + 1 - 10) <= 1 && tipped.maxX - tipped.minX == flat.maxX - flat.minX)
        let z = try ImageRenderer(
            content: bar.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)).frame(width: 60, height: 60)
        ).render()
        let r = try ImageRenderer(content: bar.rotationEffect(.degrees(30)).frame(width: 60, height: 60)).render()
        #expect(z.samples == r.samples)
    }

    @Test func aZeroAxisOrAnUnboundedAngleDrawsTheViewUnturned() throws {
        let flat = try inkBounds(bar)
        #expect(try inkBounds(bar.rotation3DEffect(.degrees(50), axis: (x: 0, y: 0, z: 0))) == flat)
        #expect(try inkBounds(bar.rotation3DEffect(.radians(.infinity), axis: (x: 0, y: 1, z: 0))) == flat)
    }

    @Test func transformEffectMovesTheDrawingNotTheLayout() throws {
        let moved = try inkBounds(bar.transformEffect(CGAffineTransform(translationX: 5, y: -3)))
        let flat = try inkBounds(bar)
        #expect(moved.minX == flat.minX + 5 && moved.minY == flat.minY - 3)
    }
}
