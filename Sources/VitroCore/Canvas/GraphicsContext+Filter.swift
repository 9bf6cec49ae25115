import Foundation
import VitroRaster

extension GraphicsContext {
    /// An effect on what a context draws next, as SwiftUI's `GraphicsContext.Filter`: each
    /// drawing operation after `addFilter(_:options:)` is drawn through every filter added, the
    /// first added applied first.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat, opaque: Bool)
            case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case matrix(ColorMatrix)
            case transform(CGAffineTransform)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }
        let kind: Kind

        /// A Gaussian blur of σ = `radius` points (as `View.blur(radius:opaque:)`).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            let r = radius.isNaN ? 0 : min(max(0, radius), 1e6)
            return Filter(kind: .blur(r, opaque: options.contains(.opaque)))
        }

        /// A drop shadow beneath what is drawn (as `View.shadow(color:radius:x:y:)`); the blend
        /// mode and options are accepted for source compatibility and the shadow drawn beneath.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius: radius, x: x, y: y))
        }

        /// Multiplies every color by `color` (as `View.colorMultiply(_:)`).
        public static func colorMultiply(_ color: Color) -> Filter {
            let c = color.rgbColor(in: EnvironmentValues()).converted(to: .sRGB)
            return Filter(kind: .matrix(.scale(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha))))
        }
        /// Rotates hues by `angle` (the W3C `hue-rotate` matrix).
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(FilterMatrix.hueRotation(angle.radians.isFinite ? angle : .zero)))
        }
        /// Scales saturation: 0 gray, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturation(Float(amount))))
        }
        /// Adds `amount` to every color channel.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.brightness(Float(amount))))
        }
        /// Scales contrast about mid-gray: 1 unchanged.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(Float(amount)))) }
        /// Inverts colors by `amount` (0 unchanged … 1 inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount.isFinite ? min(max(amount, 0), 1) : 1)
            let i = ColorMatrix.invert
            let id = ColorMatrix.identity
            var m = id
            (m.r, m.g, m.b, m.a) = (
                id.r + (i.r - id.r) * a, id.g + (i.g - id.g) * a, id.b + (i.b - id.b) * a, id.a + (i.a - id.a) * a
            )
            return Filter(kind: .matrix(m))
        }
        /// Removes color by `amount` (0…1; the W3C `grayscale` matrix).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(FilterMatrix.grayscale(amount)))
        }
        /// Draws the layer through `matrix`, in the layer's coordinates (its affine part, as
        /// `projectionEffect(_:)` draws it).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .transform(matrix.affine))
        }
        /// Each pixel whose alpha lies in `min…max` in `color`, every other pixel transparent:
        /// a blurred layer thresholded this way draws shapes that melt together.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }
        /// Black whose alpha is the color's luminance (as `View.luminanceToAlpha()`).
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(FilterMatrix.luminanceToAlpha)) }

        /// The group effects that apply this filter.
        @MainActor
        func effects(in environment: EnvironmentValues) -> GroupEffects {
            var e = GroupEffects()
            switch kind {
            case .blur(let r, let opaque):
                e.blurRadius = r
                e.blurOpaque = opaque
            case .shadow(let color, let radius, let x, let y):
                e.shadow = ShadowEffect(color: color.rgbColor(in: environment), radius: radius, x: x, y: y)
            case .matrix(let m):
                e.colorMatrix = m
            case .transform(let t):
                e.transform = t
            case .alphaThreshold(let min, let max, let color):
                e.alphaThreshold = AlphaThreshold(minimum: min, maximum: max, color: color.rgbColor(in: environment))
            }
            return e
        }
    }

    /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep edges from fading (sample the edge beyond it).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dither the result (accepted; 8-bit rendering already rounds).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions` (accepted; the
    /// shadow is drawn beneath what is drawn).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content (accepted; the shadow is drawn beneath).
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws the shadow alone (accepted; the content is drawn too).
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Inverts the alpha of the shape that casts the shadow (accepted).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Does not draw the shadow and content as one layer (accepted).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of `addFilter(_:options:)`, as SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filter in linear color (accepted; filters run on gamma-encoded values).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Draws every later operation of this context through `filter`, after the filters
    /// already added.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }
}
