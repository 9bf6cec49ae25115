import Foundation
import VitroRaster

/// Visual changes to a view that do not change its layout, as SwiftUI's `VisualEffect`
/// (iOS 17): built from `EmptyVisualEffect` in `View.visualEffect(_:)`'s closure, which also
/// receives the view's geometry.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: where `View.visualEffect(_:)`'s closure starts.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public nonisolated init() {}
}

/// Effects applied in order, the first innermost: what `VisualEffect`'s methods build.
struct VisualEffectChain: VisualEffect {
    enum Step: Sendable {
        case offset(CGSize)
        case opacity(Double)
        case blur(CGFloat, opaque: Bool)
        case matrix(ColorMatrix)
        case blend(BlendMode)
        case transform(CGAffineTransform, anchor: UnitPoint)
    }
    var steps: [Step]
}

extension VisualEffect {
    nonisolated func adding(_ step: VisualEffectChain.Step) -> VisualEffectChain {
        VisualEffectChain(steps: ((self as? VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the view by `offset` points.
    public nonisolated func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view by `x` and `y` points.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }
    /// Draws the view at `opacity` (0…1).
    public nonisolated func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }
    /// Blurs the view by a Gaussian of σ = `radius` points.
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius.isNaN ? 0 : min(max(0, radius), 1e6), opaque: opaque))
    }
    /// Adds `amount` to each color component.
    public nonisolated func brightness(_ amount: Double) -> some VisualEffect {
        adding(.matrix(.brightness(Float(amount))))
    }
    /// Scales contrast around middle gray by `amount`.
    public nonisolated func contrast(_ amount: Double) -> some VisualEffect {
        adding(.matrix(.contrast(Float(amount))))
    }
    /// Scales saturation by `amount` (0 gray).
    public nonisolated func saturation(_ amount: Double) -> some VisualEffect {
        adding(.matrix(.saturation(Float(amount))))
    }
    /// Removes color by `amount` (0…1).
    public nonisolated func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.matrix(FilterMatrix.grayscale(amount)))
    }
    /// Rotates hues by `angle`.
    public nonisolated func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.matrix(FilterMatrix.hueRotation(angle.radians.isFinite ? angle : .zero)))
    }
    /// Composites the view with what is beneath it in `mode`.
    public nonisolated func blendMode(_ mode: BlendMode) -> some VisualEffect { adding(.blend(mode)) }
    /// Rotates the view by `angle` around `anchor`.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.transform(CGAffineTransform(rotationAngle: angle.radians), anchor: anchor))
    }
    /// Scales the view by `scale` around `anchor`.
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.transform(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor))
    }
    /// Scales the view by `scale` around `anchor`.
    public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// Scales the view by `x` and `y` around `anchor`.
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> some VisualEffect
    {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Turns the view by `angle` about `axis` through `anchor`, drawn as the orthographic image of
    /// the turned plane (as `View.rotation3DEffect` draws).
    public nonisolated func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.transform(Rotation3D.projected(angle, axis: axis), anchor: anchor))
    }
    /// Transforms the view by `transform` (about its top leading corner).
    public nonisolated func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(transform, anchor: .topLeading))
    }
}

extension View {
    /// Applies the effects `effect` builds from the view's geometry, without changing its layout.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        wrap { node, context in
            VisualEffectNode(
                child: node,
                steps: { proxy in (effect(EmptyVisualEffect(), proxy) as? VisualEffectChain)?.steps ?? [] },
                environment: context.environment)
        }
    }
}

/// Draws its child through the effects a `visualEffect` closure builds from the child's frame.
@MainActor
final class VisualEffectNode: WrapperNode {
    let steps: @Sendable (GeometryProxy) -> [VisualEffectChain.Step]

    init(
        child: LayoutNode, steps: @escaping @Sendable (GeometryProxy) -> [VisualEffectChain.Step],
        environment: EnvironmentValues
    ) {
        self.steps = steps
        super.init(child: child, environment: environment)
    }

    override func render(into list: inout [DisplayList.Item]) {
        var items: [DisplayList.Item] = []
        child.draw(into: &items)
        for step in steps(GeometryProxy(size: frame.size, origin: frame.origin)) {
            var e = GroupEffects()
            switch step {
            case .offset(let o): e.transform = CGAffineTransform(translationX: o.width, y: o.height)
            case .opacity(let o): e.opacity = o
            case .blur(let r, let opaque):
                (e.blurRadius, e.blurOpaque, e.bounds) = (r, opaque, frame)
            case .matrix(let m): e.colorMatrix = m
            case .blend(let mode): e.blend = mode.operation
            case .transform(let t, let anchor):
                let a = anchor.point(in: frame)
                e.transform = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t)
                    .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            }
            items = [.group(e, items)]
        }
        list += items
    }

    override var kind: String { "VisualEffect" }
}
