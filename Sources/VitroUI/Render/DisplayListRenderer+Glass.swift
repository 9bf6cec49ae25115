import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

extension DisplayListRenderer {
    /// Liquid Glass: the item's shapes become one pixel-space group with the recipe's figures,
    /// drawn by the compositor over what is painted beneath; the content follows in both
    /// appearances, and the glass picks one by the luminance it measures.
    func glass(_ item: GlassItem, _ t: CGAffineTransform) -> DrawCommand {
        .custom(
            GlassDrawing(
                group: GlassRecipe.group(item, transform: t.transform2D, colorSpace: colorSpace),
                contentOverLight: commands(item.contentOverLight, t),
                contentOverDark: commands(item.contentOverDark, t)))
    }
}
