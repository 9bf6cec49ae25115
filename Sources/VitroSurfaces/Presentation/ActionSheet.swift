import Foundation
@_spi(Nodes) import VitroCore

/// The older action sheet value, as SwiftUI's `ActionSheet` (for
/// `.actionSheet(isPresented:content:)`): drawn as the confirmation dialog that replaced it,
/// with its title always shown.
public struct ActionSheet {
    /// An action sheet button: the older alert's buttons.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with a title, an optional message and its buttons (a Cancel button by
    /// default).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The buttons as views.
    @MainActor var actions: AnyView {
        let buttons = buttons
        return AnyView(ForEach(0..<buttons.count) { buttons[$0].view })
    }
}

extension View {
    /// Presents an action sheet while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return dialogPresentation(
            sheet.title, isPresented, .visible, actions: sheet.actions, message: sheet.message.map { AnyView($0) })
    }

    /// Presents an action sheet for `item` while it is not nil; dismissing it sets `item` to nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return dialogPresentation(
            sheet?.title ?? Text(""), isPresented, .visible, actions: sheet?.actions,
            message: sheet?.message.map { AnyView($0) })
    }
}
