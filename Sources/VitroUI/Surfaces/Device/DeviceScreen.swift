import Foundation

/// A view shown full screen on a ``Device``: laid out in the device's safe area on its system
/// background, with the display's rounded rectangle as the outermost container shape.
public struct DeviceScreen<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let device: Device

    public init(device: Device, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.device = device
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let device = device
        let box = ContainerShapeBox(shape: RoundedRectangle(cornerRadius: device.cornerRadius, style: .continuous))
        let inner = context.with {
            $0.safeAreaInsets = device.safeAreaInsets
            $0.containerShape = box
        }
        let screen = ZStack {
            Color(semantic: .systemBackground).ignoresSafeArea()
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        return inner.appending(.content).nodes(screen).map {
            DisplayShapeNode(child: $0, box: box, insets: device.safeAreaInsets, environment: inner.environment)
        }
    }
}

/// Records the display's rectangle (the safe area's frame grown by its insets) for concentric
/// shapes.
@MainActor
final class DisplayShapeNode: WrapperNode {
    let box: ContainerShapeBox
    let insets: EdgeInsets

    init(child: LayoutNode, box: ContainerShapeBox, insets: EdgeInsets, environment: EnvironmentValues) {
        self.box = box
        self.insets = insets
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        box.rect = CGRect(
            x: rect.minX - insets.leading, y: rect.minY - insets.top,
            width: rect.width + insets.leading + insets.trailing,
            height: rect.height + insets.top + insets.bottom)
        child.place(in: rect)
    }

    override var kind: String { "DisplayShape" }
}

extension ImageRenderer {
    /// A renderer for `content` shown full screen on `device`: proposed the device's size, at its
    /// scale, with its safe areas and display corners (Vitro's addition).
    public convenience init<V: View>(content: V, device: Device) where Content == DeviceScreen<V> {
        self.init(content: DeviceScreen(device: device) { content })
        proposedSize = ProposedViewSize(width: device.size.width, height: device.size.height)
        scale = device.scale
    }
}
