import Foundation
@_spi(Nodes) import VitroCore

/// The sizing behavior of buttons and other button-like controls along their primary axis, as
/// SwiftUI's `ButtonSizing` (iOS 26): set with `buttonSizing(_:)`, read
/// from `EnvironmentValues.buttonSizing`.
public struct ButtonSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, flexible, fitted }
    let kind: Kind

    /// The default for the button's placement and platform: on iOS 26 a button in content is
    /// fitted to its label.
    public static var automatic: ButtonSizing { ButtonSizing(kind: .automatic) }
    /// Fills the space offered along the primary axis, expanding or compressing beyond the
    /// label's ideal size.
    public static var flexible: ButtonSizing { ButtonSizing(kind: .flexible) }
    /// Fits the label along the primary axis, compressing if it must.
    public static var fitted: ButtonSizing { ButtonSizing(kind: .fitted) }
}

struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
    /// The preferred sizing behavior of buttons in the view hierarchy. Default: `.automatic`.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Sets the preferred sizing behavior of buttons in this view: `.flexible` makes bordered
    /// and glass buttons fill the width they are offered, their label centered.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environmentChange { $0.buttonSizing = sizing }
    }
}

/// A flexible button's label spans the width it is offered, so the button's background does.
struct ButtonSizingFrame: ViewModifier {
    @Environment(\.buttonSizing) var sizing

    func body(content: Content) -> some View {
        if sizing == .flexible {
            content.frame(maxWidth: .infinity)
        } else {
            content
        }
    }
}
