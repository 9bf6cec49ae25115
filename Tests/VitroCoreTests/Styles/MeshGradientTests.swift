import Foundation
import Testing
import Vitro

@MainActor
@Suite struct MeshGradientTests {
    let mesh = MeshGradient(
        width: 3, height: 3,
        points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
        colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])

    @Test func cornersTakeTheirColorsAndTheMeshIsSmooth() throws {
        let image = try ImageRenderer(content: mesh.frame(width: 120, height: 120)).render()
        let env = EnvironmentValues()
        func close(_ a: RGBColor, _ b: Color) -> Bool {
            CIELab(a).deltaE94(CIELab(b.rgbColor(in: env))) < 4
        }
        #expect(close(image.color(atX: 0, y: 0), .red))
        #expect(close(image.color(atX: 119, y: 119), .mint))
        #expect(close(image.color(atX: 119, y: 0), .indigo))
        // No holes: every pixel opaque.
        for y in 0..<120 {
            for x in 0..<120 where image.color(atX: x, y: y).alpha < 1 {
                Issue.record("hole at \(x), \(y)")
                return
            }
        }
    }

    @Test func aRegularMeshHasNoSeams() throws {
        let regular = MeshGradient(
            width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
            colors: [.red, .yellow, .green, .blue, .purple, .pink])
        let image = try ImageRenderer(content: regular.frame(width: 120, height: 60)).render()
        var worst = 0.0
        for y in 0..<60 {
            for x in 1..<120 {
                let a = image.color(atX: x, y: y)
                let b = image.color(atX: x - 1, y: y)
                worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
            }
        }
        // Colors change by at most about 1/30 per pixel across a 60-pixel patch: no seams.
        #expect(worst < 0.05, "\(worst)")
    }

    @Test func theMovedCenterPointMovesTheWhite() throws {
        let image = try ImageRenderer(content: mesh.frame(width: 100, height: 100)).render()
        let atPoint = image.color(atX: 80, y: 20)
        let atCenter = image.color(atX: 50, y: 50)
        #expect(atPoint.red > 0.9 && atPoint.green > 0.9 && atPoint.blue > 0.9)
        #expect(atCenter.green < atPoint.green)
    }

    @Test func badMeshesDrawNothing() throws {
        let bad = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red])
        let list = ImageRenderer(content: bad.frame(width: 10, height: 10)).displayList.description
        #expect(list.isEmpty)
    }
}
