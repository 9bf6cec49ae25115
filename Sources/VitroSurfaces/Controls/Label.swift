import Foundation
@_spi(Nodes) import VitroCore

/// A title with an icon, as SwiftUI's `Label`, arranged by the ``LabelStyle`` in the environment.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) var style

    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
        return style.map { $0.make(configuration) }
            ?? AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `titleKey` with the symbol `name`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title` with the symbol `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled `titleKey` with the image `name` from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, as a custom ``LabelStyle`` builds one.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
