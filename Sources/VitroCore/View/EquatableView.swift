import Foundation

/// A view that updates only when its value changes, as SwiftUI's `EquatableView`. A still image
/// is one update, so it shows its content.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: some View { content }
}
