import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Whether the system restores a scene's windows at launch, as SwiftUI's
/// `SceneRestorationBehavior`.
public struct SceneRestorationBehavior: Sendable {
    let name: String
    /// The platform's behavior.
    public static let automatic = SceneRestorationBehavior(name: "automatic")
    /// Windows are not restored.
    public static let disabled = SceneRestorationBehavior(name: "disabled")
}

/// How the window manager treats a scene's windows, as SwiftUI's `WindowManagerRole`.
public struct WindowManagerRole: Sendable {
    let name: String
    /// The platform's role.
    public static let automatic = WindowManagerRole(name: "automatic")
    /// The app's main windows.
    public static let principal = WindowManagerRole(name: "principal")
    /// Windows that go with the main ones.
    public static let associated = WindowManagerRole(name: "associated")
}

/// Whether a window's toolbar shows in full screen, as SwiftUI's
/// `WindowToolbarFullScreenVisibility` (macOS).
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String
    /// The platform's behavior.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// The toolbar shows.
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
    /// The toolbar shows when the pointer is at the top of the screen.
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
}

extension Scene {
    /// Whether the system restores the scene's windows (recorded: a render has one window and
    /// no launch).
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }

    /// How the window manager treats the scene's windows (recorded: a render has one window).
    public func windowManagerRole(_ role: WindowManagerRole) -> some Scene { self }

    /// The label style of the windows' toolbars (recorded: a macOS window toolbar's setting).
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: ToolbarLabelStyle) -> some Scene { self }

    /// The label style of the windows' toolbars, from a fixed value (recorded).
    public func windowToolbarLabelStyle(fixed toolbarLabelStyle: ToolbarLabelStyle) -> some Scene { self }
}

extension View {
    /// Whether the window's toolbar shows in full screen (recorded: a macOS window setting).
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View {
        record("windowToolbarFullScreenVisibility")
    }
}

extension Scene {
    /// Runs `action` for the background `task` (recorded: a renderer has no background).
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene {
        self
    }

    /// The context menu of documents in the document browser (recorded: the browser is the
    /// system's).
    public func documentBrowserContextMenu<M: View>(_ menu: @escaping ([URL]?) -> M) -> some Scene { self }
}
