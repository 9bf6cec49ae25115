import Foundation
@_spi(Nodes) import VitroCore

extension Menu where Label == VitroSurfaces.Label<Text, Image> {
    /// A menu button titled `titleKey` with the image resource `image`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }

    /// A menu button titled `titleKey` with the image resource `image` that runs `primaryAction`
    /// when tapped and shows its menu when long-pressed.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content,
            label: {
                VitroSurfaces.Label {
                    Text(titleKey)
                } icon: {
                    Image(image)
                }
            },
            primaryAction: primaryAction)
    }

    /// A menu button titled `titleKey` with the symbol `systemImage` that runs `primaryAction`
    /// when tapped and shows its menu when long-pressed.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { VitroSurfaces.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }
}
