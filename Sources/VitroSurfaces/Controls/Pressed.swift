import Foundation
import VitroColor
import VitroGeometry
import VitroRaster
@_spi(Nodes) import VitroCore

extension View {
    /// Draws the controls inside in their pressed state, touched at `location` of each control
    /// (Vitro's addition; a still image has no touch): buttons report `isPressed`, interactive
    /// glass grows, stretches toward the touch and glows there, and the knobs of toggles and
    /// sliders turn to glass, as on iOS 26 while a finger holds them.
    public func pressed(_ isPressed: Bool = true, at location: UnitPoint = .center) -> some View {
        environmentChange {
            $0.isControlPressed = isPressed
            $0.controlPressLocation = location
        }
    }
}

/// A control knob: a white pill at rest; while pressed, a larger pill of clear, interactive
/// glass that shows the track through its lens, as iOS 26's toggles and sliders do.
@MainActor
enum Knob {
    /// How much a pressed knob grows on each axis (iOS 26's knob swells to about 1.2× while held).
    static let pressedGrowth: CGFloat = 0.1

    static func items(in rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        if environment.isControlPressed {
            let grown = rect.insetBy(dx: -rect.width * pressedGrowth, dy: -rect.height * pressedGrowth)
            return [
                .glass(
                    GlassItem.single(
                        geometry: .capsule(grown.rect2D), frame: grown, kind: "capsule",
                        glass: .clear.interactive(), environment: environment, overLight: [], overDark: []))
            ]
        }
        var shadow = GroupEffects()
        shadow.shadow = ShadowEffect(color: RGBColor(0, 0, 0, alpha: 0.18), radius: 5, x: 0, y: 2)
        return [.group(shadow, [.fill(Capsule().path(in: rect), .color(RGBColor(255, 255, 255)), .nonZero, .normal)])]
    }
}

/// A knob as a view (for the toggle).
struct KnobView: View, PrimitiveView {
    typealias Body = Never
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [KnobNode(environment: context.environment)] }
}

@MainActor
final class KnobNode: LayoutNode {
    override func render(into list: inout [DisplayList.Item]) {
        list += Knob.items(in: frame, environment: environment)
    }
    override var kind: String { "Knob" }
}
