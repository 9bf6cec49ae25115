import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Concentric corners of SwiftUI's `ConcentricRectangle` example
/// (docs/reference/seeds.md#glass-api): a container of radius 24, a child inset by the
/// padding, minimum 12. Expected radii from Apple's rule (container radius − inset, zero is
/// square, never below the minimum).
@MainActor
@Suite struct ConcentricTests {
    func radii(
        _ shape: ConcentricRectangle, padding: CGFloat, container: some Shape = RoundedRectangle(cornerRadius: 24)
    ) -> RectangleCornerRadii {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 120)
        let info = ContainerScope.info(for: container, in: rect, outer: nil)
        return ContainerScope.with(info: info) { shape.resolvedRadii(in: rect.insetBy(dx: padding, dy: padding)) }
    }

    @Test(arguments: [(4.0, 20.0), (8, 16), (12, 12), (16, 12), (30, 12)])
    func minimumTwelveAgainstRadius24(_ padding: CGFloat, _ expected: CGFloat) {
        let r = radii(.rect(corners: .concentric(minimum: 12), isUniform: false), padding: padding)
        #expect(r.topLeading == expected && r.bottomTrailing == expected)
    }

    @Test(arguments: [(4.0, 20.0), (24, 0), (30, 0)])
    func plainConcentricBecomesSquare(_ padding: CGFloat, _ expected: CGFloat) {
        #expect(radii(ConcentricRectangle(), padding: padding).topTrailing == expected)
    }

    @Test func perCornerStylesOfTheSeedExample() {
        let shape = ConcentricRectangle(
            topLeadingCorner: 0, topTrailingCorner: 28, bottomLeadingCorner: .concentric,
            bottomTrailingCorner: .concentric(minimum: 12))
        let r = radii(shape, padding: 16)
        #expect(r.topLeading == 0 && r.topTrailing == 28 && r.bottomLeading == 8 && r.bottomTrailing == 12)
    }

    @Test func uniformTakesTheLargest() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 120)
        let info = ContainerScope.info(
            for: UnevenRoundedRectangle(
                topLeadingRadius: 30, bottomLeadingRadius: 10, bottomTrailingRadius: 20, topTrailingRadius: 40),
            in: rect, outer: nil)
        let r = ContainerScope.with(info: info) {
            ConcentricRectangle.rect(corners: .concentric, isUniform: true).resolvedRadii(
                in: rect.insetBy(dx: 5, dy: 5))
        }
        #expect(r.topLeading == 35 && r.bottomLeading == 35)
    }

    @Test func capsuleContainersUseHalfTheShortSide() {
        #expect(radii(ConcentricRectangle(), padding: 10, container: Capsule()).topLeading == 50)
    }

    @Test func theSeedExampleRendersConcentric() throws {
        let padding: CGFloat = 16
        let view = ZStack {
            Color.cyan
                .fill(.rect(corners: .concentric(minimum: 12), isUniform: false))
                .padding(.all, padding)
        }
        .containerShape(.rect(cornerRadius: 24))
        .frame(width: 200, height: 120)
        let image = try ImageRenderer(content: view).render()
        // The child's corner at (16, 16) is rounded by 12: its very corner pixel stays clear,
        // a pixel 12 pt inside is filled.
        #expect(image.color(atX: 16, y: 16).alpha < 0.1)
        #expect(image.color(atX: 28, y: 28).alpha == 1)
        #expect(image.color(atX: 100, y: 16).alpha > 0.9)
    }
}
