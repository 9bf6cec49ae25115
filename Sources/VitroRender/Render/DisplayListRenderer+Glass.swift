import Foundation
import VitroColor
import VitroGeometry
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

extension DisplayListRenderer {
    /// Liquid Glass: the item's shapes become one pixel-space group with the recipe's figures,
    /// drawn by the compositor over what is painted beneath; each shape's content follows in
    /// both appearances, and each shape picks one by the luminance it measures beneath it.
    func glass(_ item: GlassItem, _ t: CGAffineTransform) -> DrawCommand {
        .glass(
            GlassDrawing(
                group: GlassRecipe.group(item, transform: t.transform2D, colorSpace: colorSpace),
                contentOverLight: item.elements.map { commands($0.contentOverLight, t) },
                contentOverDark: item.elements.map { commands($0.contentOverDark, t) }))
    }
}
