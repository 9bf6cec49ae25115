import Foundation
@_spi(Nodes) import VitroCore

/// The label iOS 26 gives a button made from its role alone, as SwiftUI's `DefaultButtonLabel`:
/// the role's symbol, as the system draws it in a toolbar — `xmark` to close or cancel,
/// `checkmark` to confirm, `trash` to delete.
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The symbol that stands for `role`.
    static func symbol(_ role: ButtonRole) -> String {
        switch role {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }

    public var body: some View { Image(systemName: Self.symbol(role)) }
}

extension Button where Label == DefaultButtonLabel {
    /// A button labelled by its role's symbol (iOS 26): `Button(role: .close) { dismiss() }`.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
