import Foundation
import Observation
import OpenCombine
import VitroCore

/// A scene whose windows show their content through a view modifier (the environment a scene
/// modifier sets reaches every view of its windows).
struct ModifiedWindowsScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let modify: @MainActor (AnyView) -> AnyView
    var firstWindow: AnyView? { content.firstWindowContent.map(modify) }
}

/// SwiftUI's scene modifiers. Those that set the environment reach the windows' views; the
/// others (commands, restoration, external events, background tasks) have no effect on a still
/// image of a window and keep the scene as it is.
extension Scene {
    /// Sets an environment value for every view of the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedWindowsScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts an observable object in the environment of every view of the scene's windows.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedWindowsScene(content: self) { AnyView($0.environment(object)) }
    }

    /// Puts an observable object in the environment of every view of the scene's windows, for
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedWindowsScene(content: self) { AnyView($0.environmentObject(object)) }
    }

    /// The scene's menu commands (recorded: commands are not drawn in a window).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }

    /// Removes the scene's standard commands (recorded: commands are not drawn in a window).
    public func commandsRemoved() -> some Scene { self }

    /// Replaces the scene's commands (recorded: commands are not drawn in a window).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }

    /// The external events, such as URLs, that create the scene's windows (recorded: no event
    /// reaches a render).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// The defaults store of the scene's `@AppStorage` (recorded: Vitro's app storage is in memory).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }

    /// Runs `action` when `value` changes (recorded: no value changes while a still image is taken).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene { self }

    /// Runs `action` when `value` changes (recorded: no value changes while a still image is taken).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some Scene
    { self }

    /// Runs `action` with the new value when `value` changes (the older form; recorded).
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        self
    }
}
