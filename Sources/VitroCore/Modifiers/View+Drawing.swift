import Foundation
import VitroColor
import VitroRaster

extension View {
    func effect(_ label: String, _ configure: @escaping @MainActor (EffectNode) -> Void) -> some View {
        wrap { node, context in
            let e = EffectNode(child: node, environment: context.environment)
            e.label = label
            configure(e)
            return e
        }
    }

    /// Draws the view at `opacity` (0 transparent … 1 opaque; values outside are clamped, NaN is
    /// ignored).
    public func opacity(_ opacity: Double) -> some View {
        // NaN is ignored (no fade); anything else, infinities included, is held to 0…1.
        effect("Opacity") { $0.effects.opacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1) }
    }

    /// Composites the view over what is beneath it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect("BlendMode") { $0.effects.blend = blendMode.operation }
    }

    /// Draws the view and its children into one layer before its effects and blending apply.
    public func compositingGroup() -> some View { effect("CompositingGroup") { $0.effects.isolated = true } }

    /// Draws the view into one layer, as `compositingGroup()` does; `opaque` and `colorMode` are
    /// accepted.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Moves the view by `x` and `y` points without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Moves the view by `offset` points without changing its layout.
    public func offset(_ offset: CGSize) -> some View { effect("Offset") { $0.offset = offset } }

    /// Scales the view by `scale` around `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view by `x` and `y` around `anchor`, without changing its layout.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales the view by `scale`'s width and height around `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect("Scale") {
            $0.scale = scale
            $0.anchor = anchor
        }
    }

    /// Rotates the view by `angle` around `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("Rotation") {
            $0.rotation = angle
            $0.anchor = anchor
        }
    }

    /// Clips to a shape in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("Clip") { $0.clipShape = { shape.path(in: $0) } }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips to a rounded rectangle with circular corners (deprecated in SwiftUI, kept for pasted code).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Blurs the view by a Gaussian of σ = `radius` points; `opaque` keeps edges from fading.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect("Blur") {
            // NaN is no blur; +infinity is the largest blur (the compositor holds σ to what
            // the canvas shows, RenderLimits.maximumBlurSigma).
            $0.effects.blurRadius = radius.isNaN ? 0 : min(max(0, radius), 1e6)
            $0.effects.blurOpaque = opaque
        }
    }

    /// Draws a shadow of the view's shape in `color`, blurred by `radius` points and moved by `x`,
    /// `y` points.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        wrap { node, context in
            let e = EffectNode(child: node, environment: context.environment)
            e.label = "Shadow"
            e.effects.shadow = ShadowEffect(color: color.rgbColor(in: context.environment), radius: radius, x: x, y: y)
            return e
        }
    }

    /// Masks the view by the alpha of `mask`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let m = mask()
        return wrap { node, context in
            let e = EffectNode(child: node, environment: context.environment)
            e.label = "Mask"
            e.maskNode = context.node(m)
            e.maskAlignment = alignment
            return e
        }
    }

    /// Masks the view by the alpha of `mask`, laid out in the view's frame.
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask { mask } }

    func colorMatrix(_ label: String, _ matrix: ColorMatrix) -> some View {
        effect(label) { e in
            e.effects.colorMatrix = e.effects.colorMatrix.map { matrix.concatenating(after: $0) } ?? matrix
        }
    }

    /// Brightens the view by adding `amount` to each color component (negative darkens).
    public func brightness(_ amount: Double) -> some View { colorMatrix("Brightness", .brightness(Float(amount))) }
    /// Scales the view's contrast around middle gray by `amount` (1 unchanged, 0 gray).
    public func contrast(_ amount: Double) -> some View { colorMatrix("Contrast", .contrast(Float(amount))) }
    /// Scales the view's saturation by `amount` (1 unchanged, 0 gray).
    public func saturation(_ amount: Double) -> some View { colorMatrix("Saturation", .saturation(Float(amount))) }
    /// Removes color by `amount` (0…1), as SwiftUI's `grayscale(_:)` (the W3C `grayscale` matrix).
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix("Grayscale", FilterMatrix.grayscale(amount))
    }
    /// Inverts the view's colors.
    public func colorInvert() -> some View { colorMatrix("ColorInvert", .invert) }

    /// Multiplies the view's colors by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        let c = color.rgbColor(in: EnvironmentValues()).converted(to: .sRGB)
        return colorMatrix("ColorMultiply", .scale(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)))
    }
}

/// Whether offscreen drawing is gamma-encoded or linear, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
