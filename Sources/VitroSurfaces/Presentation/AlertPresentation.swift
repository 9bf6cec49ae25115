import Foundation
@_spi(Nodes) import VitroCore

/// Alerts, drawn over the screen while presented (see `AlertPanel`): centered, on the dimmed
/// screen (docs/reference/seeds.md#dimming: black @ 0.4). Tapping one of its buttons runs the
/// button's action and dismisses the alert.
extension View {
    /// Presents an alert titled `titleKey` with `actions` while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresentation(Text(titleKey), isPresented, actions: AnyView(actions()), message: nil)
    }

    /// Presents an alert titled `title` with `actions` while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresentation(Text(title), isPresented, actions: AnyView(actions()), message: nil)
    }

    /// Presents an alert titled `title` with `actions` while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(title, isPresented, actions: AnyView(actions()), message: nil)
    }

    /// Presents an alert titled `titleKey` with `actions` and a `message` while `isPresented` is
    /// true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(Text(titleKey), isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// Presents an alert titled `title` with `actions` and a `message` while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(Text(title), isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// Presents an alert titled `title` with `actions` and a `message` while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertPresentation(title, isPresented, actions: AnyView(actions()), message: AnyView(message()))
    }

    /// An alert about `data`, presented while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresentation(
            Text(titleKey), data == nil ? .constant(false) : isPresented, actions: data.map { AnyView(actions($0)) },
            message: nil)
    }

    /// Presents an alert about `data` titled `title` while `isPresented` is true and `data` is not
    /// `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertPresentation(
            Text(title), data == nil ? .constant(false) : isPresented, actions: data.map { AnyView(actions($0)) },
            message: nil)
    }

    /// Presents an alert about `data` with a message while `isPresented` is true and `data` is not
    /// `nil`.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresentation(
            Text(titleKey), data == nil ? .constant(false) : isPresented, actions: data.map { AnyView(actions($0)) },
            message: data.map { AnyView(message($0)) })
    }

    /// Presents an alert about `data` with a message while `isPresented` is true and `data` is not
    /// `nil`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alertPresentation(
            Text(title), data == nil ? .constant(false) : isPresented, actions: data.map { AnyView(actions($0)) },
            message: data.map { AnyView(message($0)) })
    }

    /// An alert for an error: titled with its `errorDescription`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        alertPresentation(
            Text(error?.errorDescription ?? ""), error == nil ? .constant(false) : isPresented,
            actions: AnyView(actions()), message: nil)
    }

    /// An alert for an error, with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alertPresentation(
            Text(error?.errorDescription ?? ""), error == nil ? .constant(false) : isPresented,
            actions: error.map { AnyView(actions($0)) }, message: error.map { AnyView(message($0)) })
    }

    /// The older alert, built from an ``Alert``.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertPresentation(alert.title, isPresented, actions: alert.actions, message: alert.message)
    }

    /// The older alert for an item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alertPresentation(
            alert?.title ?? Text(""), isPresented, actions: alert?.actions, message: alert?.message)
    }

    /// Presents an alert while `isPresented` is true.
    func alertPresentation(_ title: Text, _ isPresented: Binding<Bool>, actions: AnyView?, message: AnyView?)
        -> some View
    {
        let dismiss = Self.dismissing(isPresented, nil)
        return presentation(.alert, isPresented: isPresented.wrappedValue, dismiss: dismiss) { geometry, resolver in
            switch resolver.environment.platform {
            case .macOS:
                return MacAlertPanel.layer(
                    title, actions: actions, message: message, in: geometry, resolver: resolver, dismiss: dismiss)
            case .watchOS:
                return WatchModal.alert(
                    title, actions: actions, message: message, in: geometry, resolver: resolver, dismiss: dismiss)
            default: break
            }
            let buttons = AlertButton.resolve(actions, resolver: resolver, dismiss: dismiss)
            let messageNode = message.map {
                resolver.content($0.font(.subheadline).multilineTextAlignment(.leading))
            }
            let panel = AlertPanel(title: title, message: messageNode, buttons: buttons)
            return PresentationLayer(
                dimming: PresentationMetrics.alertDimming, panel: AnyView(panel),
                frame: { sizeFor in
                    let size = sizeFor(ProposedViewSize(width: PresentationMetrics.alertWidth, height: nil))
                    let c = geometry.container
                    return CGRect(
                        x: c.midX - size.width / 2, y: c.midY - size.height / 2, width: size.width, height: size.height)
                })
        }
    }
}

/// The older alert value, as SwiftUI's `Alert` (for `.alert(isPresented:content:)`).
public struct Alert {
    /// An alert button, as SwiftUI's `Alert.Button`.
    public struct Button {
        /// The label; nil for the standard "Cancel".
        let label: Text?
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A default button of the older alert API.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button of the older alert API.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: .cancel, action: action)
        }
        /// A destructive button of the older alert API, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        @MainActor
        var view: some View {
            let action = action
            return VitroSurfaces.Button(role: role, action: { action?() }) { label ?? Text("Cancel") }
        }
    }

    let title: Text
    let messageText: Text?
    let buttons: [Button]

    /// An alert with a title, a message and one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        messageText = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with a title, a message and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        messageText = message
        buttons = [primaryButton, secondaryButton]
    }

    @MainActor var message: AnyView? { messageText.map { AnyView($0) } }

    /// The buttons as views; nil gives the standard "OK".
    @MainActor var actions: AnyView? {
        let buttons = buttons
        guard !buttons.isEmpty else { return nil }
        return AnyView(ForEach(0..<buttons.count) { buttons[$0].view })
    }
}
