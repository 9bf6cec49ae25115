/// The interactions focus on a view stands for, as SwiftUI's `FocusInteractions` (recorded:
/// a still image shows no focus ring).
public struct FocusInteractions: OptionSet, Sendable, Hashable {
    public var rawValue: Int
    /// Interactions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus activates the view, as a button.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus lets a person edit the view's content, as a text field.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction the platform gives a focusable view.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}
