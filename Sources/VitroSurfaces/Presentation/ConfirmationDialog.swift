import Foundation
@_spi(Nodes) import VitroCore

/// Confirmation dialogs (action sheets), drawn over the screen while presented.
///
/// In iOS 26 an action sheet originates from the element that initiates it
/// (docs/reference/seeds.md#adopting-liquid-glass): from a
/// control it floats beside that control on Liquid Glass, with no cancel button (a tap outside
/// cancels) and without dimming, since people can still use the rest of the interface. From a
/// view that is most of the screen it rises from the bottom, inset like a half sheet, on the
/// dimmed screen (docs/reference/seeds.md#dimming: black @ 0.4 on iPhone), with its cancel button
/// last. Its title shows when `titleVisibility` is `.visible`; its buttons are capsules,
/// destructive ones in red.
extension View {
    /// Presents a dialog titled `titleKey` with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogPresentation(Text(titleKey), isPresented, titleVisibility, actions: AnyView(actions()), message: nil)
    }

    /// Presents a dialog titled `title` with `actions` while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogPresentation(Text(title), isPresented, titleVisibility, actions: AnyView(actions()), message: nil)
    }

    /// Presents a dialog titled `title` with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialogPresentation(title, isPresented, titleVisibility, actions: AnyView(actions()), message: nil)
    }

    /// Presents a dialog titled `titleKey` with `actions` and a `message` while `isPresented` is
    /// true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogPresentation(
            Text(titleKey), isPresented, titleVisibility, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// Presents a dialog titled `title` with `actions` and a `message` while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogPresentation(
            Text(title), isPresented, titleVisibility, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// Presents a dialog titled `title` with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialogPresentation(
            title, isPresented, titleVisibility, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// A dialog about `data`, presented while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialogPresentation(
            Text(titleKey), data == nil ? .constant(false) : isPresented, titleVisibility,
            actions: data.map { AnyView(actions($0)) }, message: nil)
    }

    /// Presents a dialog about `data` while `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialogPresentation(
            Text(titleKey), data == nil ? .constant(false) : isPresented, titleVisibility,
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }

    /// Presents a dialog about `data` while `isPresented` is true and `data` is not `nil`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialogPresentation(
            Text(title), data == nil ? .constant(false) : isPresented, titleVisibility,
            actions: data.map { AnyView(actions($0)) }, message: data.map { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog while `isPresented` is true.
    func dialogPresentation(
        _ title: Text, _ isPresented: Binding<Bool>, _ titleVisibility: Visibility, actions: AnyView?,
        message: AnyView?
    ) -> some View {
        let dismiss = Self.dismissing(isPresented, nil)
        return presentation(.confirmationDialog, isPresented: isPresented.wrappedValue, dismiss: dismiss) {
            geometry, resolver in
            ConfirmationDialogLayout.layer(
                title: titleVisibility == .visible ? title : nil, actions: actions, message: message,
                geometry: geometry, resolver: resolver, dismiss: dismiss)
        }
    }
}

/// Builds a confirmation dialog's layer.
@MainActor
enum ConfirmationDialogLayout {
    static func layer(
        title: Text?, actions: AnyView?, message: AnyView?, geometry: PresentationGeometry,
        resolver: PresentationResolver, dismiss: @escaping @MainActor () -> Void
    ) -> PresentationLayer {
        let anchored = geometry.isRegularWidth || PresentationAnchor.isAnchored(geometry.source, in: geometry.container)
        var buttons = AlertButton.resolve(actions, resolver: resolver, dismiss: dismiss)
        // A floating dialog is cancelled by tapping outside it: it draws no cancel button.
        if anchored, buttons.contains(where: { $0.role != .cancel }) {
            buttons.removeAll { $0.role == .cancel }
        }
        // The cancel button goes last.
        buttons = buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
        let messageNode = message.map { resolver.content($0.font(.footnote).multilineTextAlignment(.center)) }
        let inset = PresentationMetrics.alertButtonInset
        let radius =
            anchored
            ? PresentationMetrics.alertCornerRadius
            : max(0, geometry.displayCornerRadius - PresentationMetrics.sheetInset)
        let panel = VStack(spacing: 0) {
            if title != nil || messageNode != nil {
                VStack(spacing: 4) {
                    if let title { title.font(.footnote.weight(.semibold)) }
                    if let messageNode { ResolvedNodes(nodes: [messageNode]) }
                }
                .foregroundStyle(HierarchicalShapeStyle.secondary)
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, PresentationMetrics.alertTextPadding)
                .padding(.top, inset + 4)
            }
            VStack(spacing: PresentationMetrics.alertButtonSpacing) {
                ForEach(0..<buttons.count) { ResolvedNodes(nodes: [buttons[$0].node]).frame(maxWidth: .infinity) }
            }
            .padding(inset)
        }
        .presentationSurface(
            resolver.environment.platformTraits.alertMaterial,
            in: RoundedRectangle(cornerRadius: radius, style: .continuous))
        let c = geometry.container
        return PresentationLayer(
            dimming: anchored ? 0 : PresentationMetrics.actionSheetDimming, panel: AnyView(panel),
            frame: { sizeFor in
                if anchored {
                    let size = sizeFor(ProposedViewSize(width: PresentationMetrics.anchoredDialogWidth, height: nil))
                    return PresentationAnchor.frame(
                        size: size, source: geometry.source, container: c, safeArea: geometry.safeArea)
                }
                let width = c.width - 2 * PresentationMetrics.sheetInset
                let size = sizeFor(ProposedViewSize(width: width, height: nil))
                return CGRect(
                    x: c.minX + PresentationMetrics.sheetInset,
                    y: c.maxY - PresentationMetrics.sheetInset - size.height,
                    width: width, height: size.height)
            })
    }
}
