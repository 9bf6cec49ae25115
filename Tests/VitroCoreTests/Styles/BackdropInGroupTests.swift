import Foundation
import Testing
import Vitro

/// A material inside an effect group (a card with a shadow, a clipped or faded view) still
/// blurs what is painted beneath the group.
@MainActor
@Suite struct BackdropInGroupTests {
    func stripes() -> some View {
        HStack(spacing: 0) { ForEach(0..<8) { i in (i % 2 == 0 ? Color.black : Color.white) } }
    }

    func middleRow(_ card: some View) throws -> [Double] {
        let image = try ImageRenderer(
            content: ZStack {
                stripes(); card
            }.frame(width: 160, height: 80)
                // The specification's light tints (docs/reference/seeds.md#materials) leave the
                // blurred stripes visible to measure.
                .environment(\.materialRecipeSet, .seed)
        ).render()
        return (40..<120).map { image.color(atX: $0, y: 40).red }
    }

    @Test(arguments: ["shadow", "opacity", "clip", "compositing"])
    func materialsInGroupsBlurTheBackdrop(_ kind: String) throws {
        let base = RoundedRectangle(cornerRadius: 12).fill(.regularMaterial).frame(width: 100, height: 50)
        let card: AnyView
        switch kind {
        case "shadow": card = AnyView(base.shadow(radius: 8))
        case "opacity": card = AnyView(base.opacity(0.999))
        case "clip": card = AnyView(base.clipShape(Rectangle()))
        default: card = AnyView(base.compositingGroup())
        }
        let row = try middleRow(card)
        // Blurred stripes: no pure black or white left under the material.
        #expect(row.min()! > 0.15 && row.max()! < 0.85, "\(kind): \(row.min()!)…\(row.max()!)")
        // And the same picture as the material without the group, for effects that do not change it.
        if kind != "shadow" {
            let plain = try middleRow(base)
            #expect(zip(row, plain).map { abs($0 - $1) }.max()! < 0.02, "\(kind)")
        }
    }
}
