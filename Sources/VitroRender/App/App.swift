import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// An app, as SwiftUI's `App`: a whole app file — `@main struct MyApp: App { var body: some
/// Scene { WindowGroup { ContentView() } } }` — compiles with `import Vitro`.
///
/// Render its first window with ``ImageRenderer/init(app:device:)``; run as an executable
/// (`@main`), it writes that window to `<AppName>.png` in the current folder and prints the
/// path, since there is no screen to show it on.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls: renders the first window on an iPhone to a PNG file.
    @MainActor
    public static func main() {
        let name = String(describing: Self.self)
        let renderer = ImageRenderer(app: Self(), device: .iPhone)
        let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name + ".png")
        do {
            try renderer.render().writePNG(to: url)
            print(url.path)
        } catch {
            print("\(name): cannot render the first window: \(error)")
        }
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Scenes Vitro reads directly.
@MainActor
protocol PrimitiveScene {
    /// The content of the scene's first window, if it has one.
    var firstWindow: AnyView? { get }
}

extension Scene {
    /// The content of the first window the scene shows.
    var firstWindowContent: AnyView? {
        if let primitive = self as? any PrimitiveScene { return primitive.firstWindow }
        return body.firstWindowContent
    }
}

/// Builds scenes, as SwiftUI's `@SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// The one scene of a builder closure.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// The scenes of a builder closure, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var windows: [AnyView] = []
        for scene in repeat each content {
            if let w = scene.firstWindowContent { windows.append(w) }
        }
        return TupleScene(windows: windows)
    }

    /// A scene as it is written in a builder closure.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// The scene of an `if` without `else`, or none.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> TupleScene {
        TupleScene(windows: content?.firstWindowContent.map { [$0] } ?? [])
    }

    /// The scene of an `if` or a `switch`'s first branch.
    public static func buildEither<T: Scene>(first: T) -> TupleScene {
        TupleScene(windows: first.firstWindowContent.map { [$0] } ?? [])
    }

    /// The scene of an `else` or a `switch`'s other branches.
    public static func buildEither<T: Scene>(second: T) -> TupleScene {
        TupleScene(windows: second.firstWindowContent.map { [$0] } ?? [])
    }

    /// The scene of an `if #available` branch.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> TupleScene {
        TupleScene(windows: content.firstWindowContent.map { [$0] } ?? [])
    }
}

/// Several scenes from a builder.
public struct TupleScene: Scene, PrimitiveScene {
    public typealias Body = Never
    let windows: [AnyView]
    var firstWindow: AnyView? { windows.first }
}

/// A group of windows showing the same content, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    /// The view each window shows (Vitro's accessor, for rendering it).
    public let content: Content

    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group of windows showing `content`, identified by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A group of windows titled `title` showing `content`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A group of windows titled `title` showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A group of windows titled `title`, identified by `id`, showing `content`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var firstWindow: AnyView? { AnyView(content) }
}

/// A single window, as SwiftUI's `Window`.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    /// The window's content.
    public let content: Content
    /// A single window titled `title`, identified by `id`, showing `content`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var firstWindow: AnyView? { AnyView(content) }
}

/// The settings window of a Mac app, as SwiftUI's `Settings` (not a first window).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    /// The settings window's content (macOS).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var firstWindow: AnyView? { nil }
}

extension Scene {
    /// The default size of the scene's windows (recorded; renders take the device's size).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// The size a new window takes (recorded: the device decides the window's size).
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    /// Recorded; has no effect on a render.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How a window resizes, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Hashable, Sendable {
    let name: String
    /// The platform's resizing behavior.
    public static let automatic = WindowResizability(name: "automatic")
    /// The window takes its content's size and cannot be resized.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window can grow, but not below its content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension ImageRenderer where Content == DeviceScreen<AnyView> {
    /// A renderer for an app's first window on `device` (Vitro's addition): the content of its
    /// first `WindowGroup` or `Window`, or an empty screen when it has none.
    public convenience init<A: App>(app: A, device: Device = .iPhone) {
        self.init(content: app.body.firstWindowContent ?? AnyView(EmptyView()), device: device)
    }
}
