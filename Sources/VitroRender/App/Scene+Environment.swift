import Foundation
import VitroCore

extension Scene {
    /// Changes an environment value with `transform` for every view of the scene's windows, as
    /// SwiftUI's `Scene.transformEnvironment(_:transform:)`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        ModifiedWindowsScene(content: self) { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
    }

    /// Whether the system overlays (the home indicator) show over the scene's windows
    /// (recorded: Vitro draws no home indicator).
    public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
        ModifiedWindowsScene(content: self) { AnyView($0.persistentSystemOverlays(preferredVisibility)) }
    }
}

extension View {
    /// Whether the system overlays (the home indicator) show over this view, as SwiftUI's
    /// `persistentSystemOverlays(_:)` (recorded: Vitro draws no home indicator).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        record("persistentSystemOverlays")
    }

    /// A context menu for the documents of a document browser (recorded: the browser's menu
    /// shows only on a long press of a document).
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some View {
        record("documentBrowserContextMenu")
    }
}
