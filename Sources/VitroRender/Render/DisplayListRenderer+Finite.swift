@_spi(Nodes) import VitroCore
import VitroSurfaces
extension DisplayListRenderer {
    /// A whole-pixel offset: NaN is no offset (as SwiftUI draws a shadow at NaN), ±infinity and
    /// huge values are held to ±2²⁴ pixels, far past any canvas (the compositor's own bound).
    static func offset(_ pixels: Double) -> Int {
        pixels.isNaN ? 0 : Int(min(max(pixels, -0x1p24), 0x1p24).rounded())
    }
}
