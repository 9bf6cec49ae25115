import Foundation
import VitroBase

/// A standard material drawn over an image at a rectangle: Vitro's side of a comparison with the
/// exported CSS rendered by a browser (`Scripts/check-css-materials.py`).
struct MaterialReference: View {
    let background: RasterImage
    let material: Material
    let rect: CGRect
    let scale: Double

    var body: some View {
        let size = CGSize(width: Double(background.width) / scale, height: Double(background.height) / scale)
        ZStack(alignment: .topLeading) {
            Image(background).resizable().frame(width: size.width, height: size.height)
            Color.clear.frame(width: rect.width, height: rect.height)
                .background(material, in: Rectangle())
                .offset(x: rect.minX, y: rect.minY)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// A standard material by its name ("ultraThin" … "bar").
    nonisolated static func material(named name: String) -> Material? {
        switch name {
        case "ultraThin": .ultraThin
        case "thin": .thin
        case "regular": .regular
        case "thick": .thick
        case "ultraThick": .ultraThick
        case "bar": .bar
        default: nil
        }
    }
}
