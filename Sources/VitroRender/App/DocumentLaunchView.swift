import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A view to launch into documents, as SwiftUI's `DocumentLaunchView`: the document launch
/// screen iOS 18 draws (see `DocumentLaunchScreen`), whose browser opens files of its content
/// types in `onDocumentOpen`. A renderer opens no file: the screen is what it shows.
public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let screen: DocumentLaunchScreen
    /// The types of the documents the browser opens.
    let contentTypes: [UTType]
    /// The view of a document opened.
    let onDocumentOpen: (URL) -> DocumentView

    /// The launch screen.
    public var body: some View { screen }
}

extension DocumentLaunchView {
    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, `background` behind it.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, `background` behind it, a background accessory view behind the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, `background` behind it, a background accessory view behind the title, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, `background` behind it, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(BackgroundStyle())),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title. Without a title, the app's name.
    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        screen = DocumentLaunchScreen(
            title: title ?? Text(verbatim: DocumentLaunchMetrics.appName),
            background: AnyView(Rectangle().fill(BackgroundStyle())), actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, a background accessory view behind the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(BackgroundStyle())),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, a background accessory view behind the title, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(BackgroundStyle())),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(BackgroundStyle())),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, the background filled with `backgroundStyle`.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title, an overlay accessory view in front of the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }

    /// A launch screen titled `title` for documents of `contentTypes` with `actions` under the title, the background filled with `backgroundStyle`, an overlay accessory view in front of the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
        (self.contentTypes, self.onDocumentOpen) = (contentTypes, onDocumentOpen)
    }
}
