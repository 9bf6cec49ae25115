import Foundation
@_spi(Nodes) import VitroCore

/// A control that opens a URL, as SwiftUI's `Link`: a label in the tint. Through a
/// `ViewHost`, tapping it calls the environment's `EnvironmentValues/openURL`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) var openURL

    /// A link to `destination`, drawn as `label` in the tint color; tapping it opens the URL
    /// through `openURL`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL
        let url = destination
        return label.foregroundStyle(TintShapeStyle())
            .attribute { $0.onTap = { open(url) } }
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that shares items, as SwiftUI's `ShareLink`: by default the label "Share" with
/// the `square.and.arrow.up` symbol, in the tint. Tapping it records nothing (no share sheet).
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A button that shares `item`, drawn as `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A button that shares `items`, drawn as `label`.
    public init<Data: RandomAccessCollection>(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View { label.foregroundStyle(TintShapeStyle()) }
}

extension ShareLink where Label == VitroSurfaces.Label<Text, Image> {
    /// The default share label, "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = VitroSurfaces.Label("Share", systemImage: "square.and.arrow.up")
    }

    /// A button that shares `item`, titled `titleKey` with the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = VitroSurfaces.Label(titleKey, systemImage: "square.and.arrow.up")
    }
}
