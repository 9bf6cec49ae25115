import Foundation

struct PencilDoubleTapActionKey: EnvironmentKey { static let defaultValue = PencilPreferredAction.switchEraser }
struct PencilSqueezeActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.showContextualPalette
}

extension EnvironmentValues {
    /// The action a person chose for a double tap on Apple Pencil, as SwiftUI's
    /// `preferredPencilDoubleTapAction`. A renderer has no Settings app to read: the default is
    /// `.switchEraser`, iPadOS's setting out of the box; set it to draw another preference.
    public var preferredPencilDoubleTapAction: PencilPreferredAction {
        get { self[PencilDoubleTapActionKey.self] }
        set { self[PencilDoubleTapActionKey.self] = newValue }
    }

    /// The action a person chose for a squeeze of Apple Pencil Pro, as SwiftUI's
    /// `preferredPencilSqueezeAction`. The default is `.showContextualPalette` (the tool
    /// palette, iPadOS's setting out of the box); set it to draw another preference.
    public var preferredPencilSqueezeAction: PencilPreferredAction {
        get { self[PencilSqueezeActionKey.self] }
        set { self[PencilSqueezeActionKey.self] = newValue }
    }
}
