import Foundation
import VitroColor

extension Color {
    /// A concrete color: components in sRGB, as SwiftUI's `Color.Resolved`.
    ///
    /// `red`, `green`, `blue` are gamma-encoded sRGB; `linearRed` … are linear sRGB. Extended
    /// range: a Display P3 color outside sRGB has components below 0 or above 1.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component in linear sRGB (extended range).
        public var linearRed: Float
        /// The green component in linear sRGB (extended range).
        public var linearGreen: Float
        /// The blue component in linear sRGB (extended range).
        public var linearBlue: Float
        /// The opacity, from 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// Components in `colorSpace`, as SwiftUI's initializer.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let c = RGBColor(
                red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity),
                space: colorSpace.space)
            self.init(c)
        }

        package init(_ c: RGBColor) {
            let l = c.converted(to: .linearSRGB)
            linearRed = Float(l.red)
            linearGreen = Float(l.green)
            linearBlue = Float(l.blue)
            opacity = Float(c.alpha)
        }

        /// The red component, gamma-encoded sRGB (extended range).
        public var red: Float {
            get { Float(TransferFunction.encode(Double(linearRed))) }
            set { linearRed = Float(TransferFunction.decode(Double(newValue))) }
        }
        /// The green component, gamma-encoded sRGB (extended range).
        public var green: Float {
            get { Float(TransferFunction.encode(Double(linearGreen))) }
            set { linearGreen = Float(TransferFunction.decode(Double(newValue))) }
        }
        /// The blue component, gamma-encoded sRGB (extended range).
        public var blue: Float {
            get { Float(TransferFunction.encode(Double(linearBlue))) }
            set { linearBlue = Float(TransferFunction.decode(Double(newValue))) }
        }

        /// The same value as a Vitro `RGBColor` in gamma-encoded sRGB.
        public var rgbColor: RGBColor {
            RGBColor(
                red: Double(linearRed), green: Double(linearGreen), blue: Double(linearBlue), alpha: Double(opacity),
                space: .linearSRGB
            )
            .converted(to: .sRGB)
        }

        public var description: String {
            let c = rgbColor
            return c.isInGamut
                ? c.hexString : String(format: "Resolved(%.4f, %.4f, %.4f, %.4f)", c.red, c.green, c.blue, c.alpha)
        }
    }
}
