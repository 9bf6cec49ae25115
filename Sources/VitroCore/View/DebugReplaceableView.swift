import Foundation

/// A view that stands for another, so a debugger or preview can swap its content, as
/// SwiftUI's `DebugReplaceableView`: it draws the view it erases.
public struct DebugReplaceableView: View {
    let content: AnyView

    /// A view that draws `view`.
    public init<V: View>(erasing view: V) { content = AnyView(view) }

    public var body: some View { content }
}
