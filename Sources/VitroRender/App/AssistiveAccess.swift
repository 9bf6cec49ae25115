import Foundation
@_spi(Nodes) import VitroCore

/// The scene an app shows when Assistive Access is on, as SwiftUI's `AssistiveAccess`.
/// Recorded: a renderer is never in Assistive Access, so the scene opens no window (render its
/// content as any view to see it).
public struct AssistiveAccess<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content

    /// A scene of `content` for Assistive Access.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var firstWindow: AnyView? { nil }
}
