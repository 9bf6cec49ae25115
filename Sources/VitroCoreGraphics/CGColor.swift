// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import Foundation
    import VitroCore

    /// A color in a color space, as CoreGraphics' `CGColor`, for code that reads or builds one
    /// (`Color(cgColor:)`, `UIColor.cgColor`): sRGB or gray components with alpha.
    public final class CGColor: @unchecked Sendable, Equatable {
        /// The components: red, green, blue and alpha for RGB colors; white and alpha for gray.
        public let components: [CGFloat]?
        /// How many components the color has, alpha included.
        public var numberOfComponents: Int { components?.count ?? 0 }
        /// The color's opacity.
        public var alpha: CGFloat { components?.last ?? 1 }
        let color: Color

        /// An sRGB color.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
            color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        }

        /// A gray.
        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha]
            color = Color(.sRGB, white: Double(gray), opacity: Double(alpha))
        }

        /// An sRGB color (`CGColor(srgbRed:green:blue:alpha:)`).
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// The color with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            guard let c = components else { return nil }
            return c.count == 2
                ? CGColor(gray: c[0], alpha: alpha) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        }

        /// Opaque black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent.
        public static let clear = CGColor(gray: 0, alpha: 0)

        public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    }

    extension Color {
        /// A color from a CoreGraphics color.
        public init(cgColor: CGColor) { self = cgColor.color }

        /// The color as a CoreGraphics color in sRGB, resolved in the default (light)
        /// environment.
        public var cgColor: CGColor? {
            let c = resolve(in: EnvironmentValues())
            return CGColor(
                red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
        }
    }

    extension UIColor {
        /// The color as a CoreGraphics color in sRGB, resolved in the light appearance.
        public var cgColor: CGColor {
            let c = Color(uiColor: self).resolve(in: EnvironmentValues())
            return CGColor(
                red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
        }
    }
#endif
