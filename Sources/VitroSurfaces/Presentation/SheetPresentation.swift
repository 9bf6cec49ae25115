import Foundation
@_spi(Nodes) import VitroCore

/// Sheets and full-screen covers, drawn over the screen while presented (see `SheetLayout`).
extension View {
    /// Presents `content` in a sheet while `isPresented` is true; its `dismiss` action sets it
    /// back to false and runs `onDismiss`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(
            .sheet, isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, onDismiss)
        ) { geometry, resolver in
            SheetPresentation.sheet(AnyView(content()), in: geometry, resolver: resolver)
        }
    }

    /// Presents a sheet for `item` while it is not nil; dismissing sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return presentation(.sheet, isPresented: value != nil, dismiss: Self.dismissing(item, onDismiss)) {
            geometry, resolver in
            SheetPresentation.sheet(AnyView(value.map { content($0) }), in: geometry, resolver: resolver)
        }
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(
            .fullScreenCover, isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, onDismiss)
        ) { geometry, resolver in
            SheetPresentation.cover(AnyView(content()), in: geometry, resolver: resolver)
        }
    }

    /// Presents `content` for `item` over the whole screen while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return presentation(.fullScreenCover, isPresented: value != nil, dismiss: Self.dismissing(item, onDismiss)) {
            geometry, resolver in
            SheetPresentation.cover(AnyView(value.map { content($0) }), in: geometry, resolver: resolver)
        }
    }

    /// An action that ends a presentation bound to `isPresented`, then runs `onDismiss`.
    static func dismissing(_ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?)
        -> @MainActor @Sendable () -> Void
    {
        return {
            isPresented.wrappedValue = false
            onDismiss?()
        }
    }

    /// An action that ends a presentation bound to `item`, then runs `onDismiss`.
    static func dismissing<Item>(_ item: Binding<Item?>, _ onDismiss: (() -> Void)?) -> @MainActor @Sendable () -> Void
    {
        return {
            item.wrappedValue = nil
            onDismiss?()
        }
    }
}

/// Builds the layers of sheets and covers.
@MainActor
enum SheetPresentation {
    /// A sheet: at its detent on a phone (`SheetLayout`), a centered form sheet on regular width
    /// (on glass on visionOS); on macOS a panel under the title bar (`MacSheet`), on watchOS
    /// the whole screen on material (`WatchModal`).
    static func sheet(_ content: AnyView, in geometry: PresentationGeometry, resolver: PresentationResolver)
        -> PresentationLayer
    {
        switch resolver.environment.platform {
        case .macOS:
            return MacSheet.layer(content, in: geometry, resolver: resolver)
        case .watchOS:
            return WatchModal.sheet(
                content, material: resolver.environment.platformTraits.sheetMaterial, in: geometry, resolver: resolver)
        default: break
        }
        let insets = InsetsBox()
        let node = resolver.content(content, safeArea: { insets.value })
        let configuration = PreferenceCollector.collect(SheetConfigurationKey.self, node) ?? SheetConfiguration()
        if geometry.isRegularWidth {
            return formSheet(node, configuration, in: geometry)
        }
        let environment = resolver.environment
        let maximum = SheetLayout.maximumHeight(in: geometry)
        let detents = configuration.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        let detent = SheetLayout.detent(
            detents, selection: configuration.selection?.wrappedValue, maximum: maximum, environment: environment)
        let height = detent.height(maximum: maximum, environment: environment)
        let undimmed =
            configuration.backgroundInteraction?.isUndimmed(
                atHeight: height, maximum: maximum, environment: environment) ?? false
        let layout = SheetLayout(
            height: height, in: geometry, cornerRadius: configuration.cornerRadius ?? nil, undimmed: undimmed)
        // Content stays clear of the home indicator; a floating sheet is already lifted by its inset.
        insets.value.bottom = max(
            0,
            geometry.safeArea.bottom
                - (layout.frame.maxY < geometry.container.maxY ? PresentationMetrics.sheetInset : 0))
        let grabber = configuration.dragIndicator.map { $0 == .visible } ?? (detents.count > 1)
        let panel = SheetPanel(
            layout: layout, content: node, background: configuration.background, showsGrabber: grabber)
        return PresentationLayer(
            dimming: layout.dimming, panel: AnyView(panel), frame: { _ in layout.frame },
            backgroundScale: layout.isFloating ? 1 : PresentationMetrics.pushedBackScale)
    }

    /// A sheet on regular width: centered, at most the form sheet's size, its corners concentric
    /// with the window's at the screen margin.
    static func formSheet(_ node: LayoutNode, _ configuration: SheetConfiguration, in geometry: PresentationGeometry)
        -> PresentationLayer
    {
        let c = geometry.container
        let available = CGSize(
            width: c.width - 2 * PresentationMetrics.screenMargin,
            height: c.height - geometry.safeArea.top - geometry.safeArea.bottom - 2 * PresentationMetrics.screenMargin)
        var size = CGSize(
            width: min(PresentationMetrics.formSheetSize.width, available.width),
            height: min(PresentationMetrics.formSheetSize.height, available.height))
        if let sizing = configuration.sizing {
            // `presentationSizing(_:)`: the size the sizing proposes, the form sheet's where it
            // leaves an axis unspecified.
            let proposal = sizing.proposedSize(
                PresentationSizingRoot(node: node), PresentationSizingContext(available: available))
            size = CGSize(
                width: min(proposal.width ?? size.width, available.width),
                height: min(proposal.height ?? size.height, available.height))
        }
        let frame = CGRect(
            x: c.midX - size.width / 2, y: c.midY - size.height / 2, width: size.width, height: size.height)
        let radius = (configuration.cornerRadius ?? nil) ?? PresentationMetrics.formSheetCornerRadius
        let layout = SheetLayout(
            frame: frame, radius: radius, dimming: PresentationMetrics.sheetDimmingRange.upperBound)
        let panel = SheetPanel(layout: layout, content: node, background: configuration.background, showsGrabber: false)
        return PresentationLayer(dimming: layout.dimming, panel: AnyView(panel), frame: { _ in frame })
    }

    /// A full-screen cover: the content on the system background over the whole screen, in the
    /// screen's safe area, with nothing dimmed (nothing shows through).
    static func cover(_ content: AnyView, in geometry: PresentationGeometry, resolver: PresentationResolver)
        -> PresentationLayer
    {
        if resolver.environment.platform == .watchOS,
            case .material(let material) = resolver.environment.platformTraits.fullScreenModalBackground
        {
            return WatchModal.sheet(content, material: material, in: geometry, resolver: resolver)
        }
        let safeArea = geometry.safeArea
        let node = resolver.content(content, safeArea: { safeArea })
        let panel = ResolvedNodes(nodes: [node])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(FullScreenModalBackground())
        return PresentationLayer(dimming: 0, panel: AnyView(panel), frame: { _ in geometry.container })
    }
}

/// Insets set once a layout knows them, read when its content is placed.
@MainActor
final class InsetsBox {
    var value = EdgeInsets()
}
