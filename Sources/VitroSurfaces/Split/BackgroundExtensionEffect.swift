import Foundation
@_spi(Nodes) import VitroCore

/// The region a background extension may fill: the rectangle a column covers (`outer`,
/// including what is under floating sidebars and inspectors) and the safe rectangle its content
/// is laid out in (`safe`), in absolute points. Set by split views and inspectors as they place
/// their columns.
///
/// The copies a view makes are drawn by the region's owner (`copies`, emptied each time it
/// draws), just above the column's own drawing: a scroll view's clip would otherwise cut away
/// everything outside its safe rectangle, which is all of the copies.
final class ExtensionRegionBox: @unchecked Sendable {
    var outer: CGRect = .zero
    var safe: CGRect = .zero
    var copies: [DisplayList.Item] = []
}

struct ExtensionRegionKey: EnvironmentKey { static let defaultValue: ExtensionRegionBox? = nil }
struct BackgroundExtensionBlurKey: EnvironmentKey {
    /// The copies' blur (points, σ): heavy enough that the mirror reads as a soft continuation
    /// of the image under the glass, not as a reflection (Vitro's choice, by eye).
    static let defaultValue: CGFloat = 18
}

extension EnvironmentValues {
    var extensionRegion: ExtensionRegionBox? {
        get { self[ExtensionRegionKey.self] }
        set { self[ExtensionRegionKey.self] = newValue }
    }
    /// The blur of the mirrored copies (points, σ); tests set 0 to compare geometry.
    var backgroundExtensionBlur: CGFloat {
        get { self[BackgroundExtensionBlurKey.self] }
        set { self[BackgroundExtensionBlurKey.self] = newValue }
    }
}

/// Draws a view and, on each edge where it meets its safe area, a mirrored copy of it filling
/// the safe-area region beyond that edge, blurred
/// (docs/reference/seeds.md#adopting-liquid-glass).
/// The view and each copy are clipped to their own regions so they do not overlap.
@MainActor
final class BackgroundExtensionNode: WrapperNode {
    /// A copy: the region it fills and the mirror that maps the view into it.
    struct Copy: Equatable {
        var region: CGRect
        var mirror: CGAffineTransform
    }

    /// The mirrored copies for a view placed at `frame` in a column covering `outer` whose safe
    /// rectangle is `safe`: one per edge where the view reaches the safe rectangle's edge and the
    /// column extends beyond it (by more than half a point).
    static func copies(frame f: CGRect, outer: CGRect, safe: CGRect) -> [Copy] {
        var out: [Copy] = []
        let tolerance: CGFloat = 0.5
        if f.minX <= safe.minX + tolerance, f.minX - outer.minX > tolerance {
            out.append(
                Copy(
                    region: CGRect(x: outer.minX, y: f.minY, width: f.minX - outer.minX, height: f.height),
                    mirror: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * f.minX, ty: 0)))
        }
        if f.maxX >= safe.maxX - tolerance, outer.maxX - f.maxX > tolerance {
            out.append(
                Copy(
                    region: CGRect(x: f.maxX, y: f.minY, width: outer.maxX - f.maxX, height: f.height),
                    mirror: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * f.maxX, ty: 0)))
        }
        if f.minY <= safe.minY + tolerance, f.minY - outer.minY > tolerance {
            out.append(
                Copy(
                    region: CGRect(x: f.minX, y: outer.minY, width: f.width, height: f.minY - outer.minY),
                    mirror: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * f.minY)))
        }
        if f.maxY >= safe.maxY - tolerance, outer.maxY - f.maxY > tolerance {
            out.append(
                Copy(
                    region: CGRect(x: f.minX, y: f.maxY, width: f.width, height: outer.maxY - f.maxY),
                    mirror: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * f.maxY)))
        }
        return out
    }

    /// The nearest safe area's rectangles as they were while the view was placed: content a
    /// container resolved first sees a nested safe area (a navigation bar's) only then.
    var placedSafeArea: (outer: CGRect, safe: CGRect)?

    override func placeChildren(in rect: CGRect) {
        if let box = placement.safeArea(environment.safeAreaID), box.rect != .zero {
            placedSafeArea = (box.rect, box.safeRect)
        } else {
            placedSafeArea = nil
        }
        child.place(in: rect, within: placement)
    }

    /// The column and safe rectangles around the view: a split view's or inspector's region,
    /// else the nearest safe area's.
    var region: (outer: CGRect, safe: CGRect)? {
        if let box = environment.extensionRegion { return (box.outer, box.safe) }
        return placedSafeArea
    }

    override func render(into list: inout [DisplayList.Item]) {
        var own: [DisplayList.Item] = []
        child.draw(into: &own)
        guard let region, frame.width > 0, frame.height > 0 else { return list += own }
        let sigma = max(0, environment.backgroundExtensionBlur)
        for copy in Self.copies(frame: frame, outer: region.outer, safe: region.safe) {
            var mirror = GroupEffects()
            mirror.transform = copy.mirror
            var effects = GroupEffects()
            effects.clip = Path(copy.region)
            effects.blurRadius = sigma.isFinite ? sigma : 0
            effects.blurOpaque = true
            effects.bounds = copy.region
            let item = DisplayList.Item.group(effects, [.group(mirror, own)])
            if let box = environment.extensionRegion {
                box.copies.append(item)
            } else {
                list.append(item)
            }
        }
        var clip = GroupEffects()
        clip.clip = Path(frame)
        list.append(.group(clip, own))
    }

    override var kind: String { "BackgroundExtension" }
}

extension View {
    /// Extends the view into the safe-area regions around it: on every edge where it meets its
    /// safe area (beside a floating sidebar or inspector, under a status bar), a mirrored copy
    /// of the view fills the region beyond, blurred, so a hero image reads as continuing under
    /// the glass
    /// (docs/reference/seeds.md#adopting-liquid-glass). The view and its copies are clipped so they
    /// do not overlap.
    public func backgroundExtensionEffect() -> some View {
        backgroundExtensionEffect(isEnabled: true)
    }

    /// `backgroundExtensionEffect()` when `isEnabled`; the view alone otherwise.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        wrap { node, context in
            isEnabled ? BackgroundExtensionNode(child: node, environment: context.environment) : node
        }
    }
}
