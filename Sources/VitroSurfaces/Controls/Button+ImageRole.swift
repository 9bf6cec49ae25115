import Foundation
@_spi(Nodes) import VitroCore

extension Button where Label == VitroSurfaces.Label<Text, Image> {
    /// A button with a title, an image resource and a role, as SwiftUI's
    /// `init(_:image:role:action:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }

    /// A button with a title string, an image resource and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            VitroSurfaces.Label {
                Text(title)
            } icon: {
                Image(image)
            }
        }
    }
}
