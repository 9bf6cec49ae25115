import Foundation
@_spi(Nodes) import VitroCore

/// How a shared item is previewed in the share sheet, as SwiftUI's `SharePreview`: a title,
/// and optionally an image and an icon. Vitro draws no share sheet; the preview is kept.
public struct SharePreview<PreviewImage: Transferable, PreviewIcon: Transferable> {
    /// The title: a `LocalizedStringKey` or a `String`.
    let title: Any

    public init(_ titleKey: LocalizedStringKey, image: PreviewImage, icon: PreviewIcon) {
        title = titleKey
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage, icon: PreviewIcon) { self.title = String(title) }
}

extension SharePreview where PreviewImage == Never, PreviewIcon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = titleKey }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}

extension SharePreview where PreviewIcon == Never {
    public init(_ titleKey: LocalizedStringKey, image: PreviewImage) { title = titleKey }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: PreviewImage) { self.title = String(title) }
}

extension SharePreview where PreviewImage == Never {
    public init(_ titleKey: LocalizedStringKey, icon: PreviewIcon) { title = titleKey }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: PreviewIcon) { self.title = String(title) }
}

extension Image: @preconcurrency Transferable {
    /// An image shares as PNG data (recorded: Vitro exports nothing).
    public static var transferRepresentation: some TransferRepresentation<Image> {
        DataRepresentation<Image>(exportedContentType: .png, exporting: { _ in Data() })
    }
}

extension ShareLink {
    /// A share link for one item with a preview and a custom label.
    public init<I: Transferable, PI, PC>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }

    /// A share link for items with a preview of each and a custom label.
    public init<Data: RandomAccessCollection, PI, PC>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PI, PC>, @ViewBuilder label: () -> Label
    ) where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == VitroSurfaces.Label<Text, Image> {
    /// The default share label for one item with a preview.
    public init<I: Transferable, PI, PC>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PI, PC>
    ) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A titled share label for one item with a preview.
    public init<I: Transferable, PI, PC>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PI, PC>
    ) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
}

extension ShareLink where Label == VitroSurfaces.Label<Text, Image> {
    /// The default share label, "Share" with the share symbol, for several items.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message) {
            VitroSurfaces.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// The default share label for several items with a preview of each.
    public init<Data: RandomAccessCollection, PI, PC>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PI, PC>
    ) where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message)
    }

    /// A share label titled `titleKey` with the share symbol, for several items.
    public init<Data: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
    ) where Data.Element: Transferable {
        self.init(items: items, subject: subject, message: message) {
            VitroSurfaces.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    /// A share label titled `titleKey` for several items with a preview of each.
    public init<Data: RandomAccessCollection, PI, PC>(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PI, PC>
    ) where Data.Element: Transferable {
        self.init(titleKey, items: items, subject: subject, message: message)
    }
}
