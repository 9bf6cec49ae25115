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

    public func opacity(_ opacity: Double) -> some View {
        // NaN is ignored (no fade); anything else, infinities included, is held to 0…1.
        effect("Opacity") { $0.effects.opacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1) }
    }

    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect("BlendMode") { $0.effects.blend = blendMode.operation }
    }

    public func compositingGroup() -> some View { effect("CompositingGroup") { $0.effects.isolated = true } }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func offset(_ offset: CGSize) -> some View { effect("Offset") { $0.offset = offset } }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect("Scale") {
            $0.scale = scale
            $0.anchor = anchor
        }
    }

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

    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask { mask } }

    func colorMatrix(_ label: String, _ matrix: ColorMatrix) -> some View {
        effect(label) { e in
            e.effects.colorMatrix = e.effects.colorMatrix.map { matrix.concatenating(after: $0) } ?? matrix
        }
    }

    public func brightness(_ amount: Double) -> some View { colorMatrix("Brightness", .brightness(Float(amount))) }
    public func contrast(_ amount: Double) -> some View { colorMatrix("Contrast", .contrast(Float(amount))) }
    public func saturation(_ amount: Double) -> some View { colorMatrix("Saturation", .saturation(Float(amount))) }
    /// Removes color by `amount` (0…1), as SwiftUI's `grayscale(_:)` (the W3C `grayscale` matrix).
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix("Grayscale", FilterMatrix.grayscale(amount))
    }
    public func colorInvert() -> some View { colorMatrix("ColorInvert", .invert) }

    public func colorMultiply(_ color: Color) -> some View {
        let c = color.rgbColor(in: EnvironmentValues()).converted(to: .sRGB)
        return colorMatrix("ColorMultiply", .scale(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)))
    }
}

/// Whether offscreen drawing is gamma-encoded or linear, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
