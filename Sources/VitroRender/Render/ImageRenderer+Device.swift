import Foundation
import VitroCore
import VitroSurfaces

extension ImageRenderer {
    /// A renderer for `content` shown full screen on `device`: proposed the device's size, at its
    /// scale, with its safe areas and display corners (Vitro's addition).
    public convenience init<V: View>(content: V, device: Device) where Content == DeviceScreen<V> {
        self.init(content: DeviceScreen(device: device) { content })
        proposedSize = ProposedViewSize(width: device.size.width, height: device.size.height)
        scale = device.scale
    }
}
