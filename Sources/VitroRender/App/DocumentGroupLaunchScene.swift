import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// The launch scene of a document app, as SwiftUI's `DocumentGroupLaunchScene`: its first
/// window is the document launch screen iOS 18 draws (see `DocumentLaunchScreen`), titled
/// with the app's name unless given a title, with a "Create Document" button unless given
/// actions.
public struct DocumentGroupLaunchScene<Actions: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let screen: DocumentLaunchScreen

    var firstWindow: AnyView? { AnyView(screen) }
}

extension DocumentGroupLaunchScene {
    /// A launch screen titled `title` with `actions` under the title, `background` behind it.
    public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, `background` behind it, a background accessory view behind the title.
    public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, `background` behind it, a background accessory view behind the title, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch screen titled `title` with `actions` under the title, `background` behind it, an overlay accessory view in front of the title.
    public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(background()),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`. Without a title, the app's name.
    public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) {
        screen = DocumentLaunchScreen(
            title: title ?? Text(verbatim: DocumentLaunchMetrics.appName),
            background: AnyView(Rectangle().fill(backgroundStyle)), actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title. Without a title, the app's name.
    public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: title ?? Text(verbatim: DocumentLaunchMetrics.appName),
            background: AnyView(Rectangle().fill(backgroundStyle)), actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) }, overlayAccessory: nil)
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title, an overlay accessory view in front of the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, a background accessory view behind the title, an overlay accessory view in front of the title. Without a title, the app's name.
    public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: title ?? Text(verbatim: DocumentLaunchMetrics.appName),
            background: AnyView(Rectangle().fill(backgroundStyle)), actions: AnyView(actions()),
            backgroundAccessory: { AnyView(backgroundAccessoryView($0)) },
            overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, an overlay accessory view in front of the title.
    public init<B: ShapeStyle>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: Text(verbatim: String(localized: title)), background: AnyView(Rectangle().fill(backgroundStyle)),
            actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }

    /// A launch screen titled `title` with `actions` under the title, the background filled with `backgroundStyle`, an overlay accessory view in front of the title. Without a title, the app's name.
    public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        screen = DocumentLaunchScreen(
            title: title ?? Text(verbatim: DocumentLaunchMetrics.appName),
            background: AnyView(Rectangle().fill(backgroundStyle)), actions: AnyView(actions()),
            backgroundAccessory: nil, overlayAccessory: { AnyView(overlayAccessoryView($0)) })
    }
}
