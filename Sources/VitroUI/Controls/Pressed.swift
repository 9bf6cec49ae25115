import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

struct ControlPressedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls draw their pressed state (Vitro's addition; a still image has no touch).
    public var isControlPressed: Bool {
        get { self[ControlPressedKey.self] }
        set { self[ControlPressedKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls inside in their pressed state (Vitro's addition): buttons report
    /// `isPressed`, and the knobs of toggles and sliders turn to glass, as on iOS 26 while a
    /// finger holds them.
    public func pressed(_ isPressed: Bool = true) -> some View {
        environmentChange { $0.isControlPressed = isPressed }
    }
}

/// A control knob: a white pill at rest, a slightly larger glass pill while pressed.
@MainActor
enum Knob {
    static func items(in rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        if environment.isControlPressed, let effect = Glass.regular.effect(in: environment) {
            let grown = rect.insetBy(dx: -rect.width * 0.1, dy: -rect.height * 0.1)
            return GlassNode.items(Capsule().path(in: grown), effect, rimOpacity: 0.6)
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
