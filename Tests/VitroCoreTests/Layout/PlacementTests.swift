import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Context handed down by the layout pass (`Placement`): each view reads the safe area and the
/// container shape it was placed in, not the last one placed anywhere.
@MainActor
@Suite struct PlacementTests {
    /// Two views made by one `containerShape(_:)` (a group's two members) are two containers:
    /// each concentric child resolves against its own, so both are drawn alike. (A container
    /// kept in one shared box resolved the first against the second's rectangle.)
    @Test func eachMemberOfAGroupIsItsOwnContainer() throws {
        let view = VStack(spacing: 0) {
            Group {
                Color.blue.fill(ConcentricRectangle()).padding(10).frame(width: 100, height: 100)
                Color.blue.fill(ConcentricRectangle()).padding(10).frame(width: 100, height: 100)
            }
            .containerShape(RoundedRectangle(cornerRadius: 30))
        }
        let image = try ImageRenderer(content: view).render()
        #expect(image.height == 200)
        for y in 0..<100 {
            for x in stride(from: 0, to: 100, by: 3) {
                let top = image.color(atX: x, y: y)
                let bottom = image.color(atX: x, y: y + 100)
                #expect(top == bottom, "(\(x), \(y))")
                if top != bottom { return }
            }
        }
        // Concentric with the container: radius 30 − 10 = 20, so the corner pixel is clear and
        // a pixel 20 pt in from the corner is filled.
        #expect(image.color(atX: 10, y: 10).alpha < 0.1)
        #expect(image.color(atX: 10, y: 110).alpha < 0.1)
        #expect(image.color(atX: 20, y: 120).alpha == 1)
    }

    /// A container inside a container: a concentric container's corners follow the container
    /// it was placed in, and a concentric shape inside it follows those.
    @Test func aConcentricContainerResolvesAgainstTheOneAroundIt() throws {
        let view = Color.blue.fill(ConcentricRectangle()).padding(10)
            .modifier(ContainerShapeModifier(shape: ConcentricRectangle()))
            .padding(10)
            .containerShape(RoundedRectangle(cornerRadius: 40))
            .frame(width: 200, height: 200)
        let image = try ImageRenderer(content: view).render()
        // 40 − 10 = 30 for the inner container, 30 − 10 = 20 for the shape: its corner at
        // (20, 20) is clear, the pixel 20 pt along its diagonal is filled, and its edge midway
        // is straight.
        #expect(image.color(atX: 20, y: 20).alpha < 0.1)
        #expect(image.color(atX: 31, y: 31).alpha > 0.9)
        #expect(image.color(atX: 100, y: 20).alpha > 0.9)
    }

    /// A container-relative container takes the outline of the container around it; a shape
    /// inside draws that outline instead of asking itself for it without end.
    @Test func aContainerRelativeContainerDrawsTheOneAroundIt() throws {
        let view = Color.blue.fill(ContainerRelativeShape())
            .containerShape(ContainerRelativeShape())
            .frame(width: 100, height: 60)
        let image = try ImageRenderer(content: view).render()
        #expect(image.color(atX: 0, y: 0).alpha == 1)
        #expect(image.color(atX: 99, y: 59).alpha == 1)
    }

    /// `ignoresSafeArea()` inside a safe area reads the insets of the safe area it was placed
    /// in: a color ignoring it reaches the top edge, under the inset.
    @Test func ignoringTheSafeAreaReadsThePlacedInsets() throws {
        let view = Color.red.ignoresSafeArea()
            .safeAreaInset(edge: .top) { Color.clear.frame(height: 30) }
            .frame(width: 50, height: 100)
        let image = try ImageRenderer(content: view).render()
        #expect(image.color(atX: 25, y: 2).red > 0.9)
        #expect(image.color(atX: 25, y: 98).red > 0.9)
    }
}
