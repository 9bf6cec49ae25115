import Foundation

/// Modifiers for system features a still image does not show (Assistive Access, window
/// resizing, Writing Tools, text selection in a search field), with SwiftUI's signatures: each
/// is recorded on the view's node by name.
extension View {
    /// The element VoiceOver focuses first when `binding` is `value` (recorded: no effect on a
    /// still image).
    public func accessibilityDefaultFocus<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
    ) -> some View { record("accessibilityDefaultFocus") }

    /// The icon of this screen in Assistive Access's navigation bar (recorded: no effect on a
    /// still image of the app).
    public func assistiveAccessNavigationIcon(_ icon: Image) -> some View { record("assistiveAccessNavigationIcon") }

    /// The symbol of this screen in Assistive Access's navigation bar (recorded: no effect on a
    /// still image of the app).
    public func assistiveAccessNavigationIcon(systemImage: String) -> some View {
        record("assistiveAccessNavigationIcon")
    }

    /// Runs `action` when a person starts or stops resizing the window (recorded: a still
    /// image has no resizing).
    public func onInteractiveResizeChange(_ action: @escaping (_ isResizing: Bool) -> Void) -> some View {
        record("onInteractiveResizeChange")
    }

    /// Binds the selection in the search field (recorded: a still image shows no selection in
    /// a search field).
    public func searchSelection(_ selection: Binding<TextSelection?>) -> some View { record("searchSelection") }

    /// Whether the Writing Tools button shows in text views (recorded: it shows only while
    /// editing).
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View {
        record("writingToolsAffordanceVisibility")
    }
}
