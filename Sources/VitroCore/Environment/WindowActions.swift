import Foundation

/// Opens a window, as SwiftUI's `OpenWindowAction`: `openWindow(id: "viewer")`. A renderer
/// shows one window, so opening one is recorded: each request is kept in ``requests`` for a
/// host or a test to read.
public struct OpenWindowAction: Sendable {
    /// What was asked for: a window group's identifier, a value, or both.
    public struct Request: Hashable, Sendable {
        /// The identifier of the window group.
        public let id: String?
        /// The value the window presents, described.
        public let value: String?
    }

    let log: WindowRequestLog

    /// An action that keeps its requests in a new log (Vitro's addition, for hosts and tests).
    public init() { log = WindowRequestLog() }

    /// The windows asked for, in order.
    @MainActor public var requests: [Request] { log.requests }

    /// Opens a window of the group with identifier `id` (recorded).
    @MainActor public func callAsFunction(id: String) { log.requests.append(Request(id: id, value: nil)) }

    /// Opens a window presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        log.requests.append(Request(id: nil, value: String(describing: value)))
    }

    /// Opens a window of the group `id` presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        log.requests.append(Request(id: id, value: String(describing: value)))
    }
}

/// Closes a window, as SwiftUI's `DismissWindowAction`: `dismissWindow(id: "viewer")`.
/// Recorded: each request is kept in ``requests``.
public struct DismissWindowAction: Sendable {
    let log: WindowRequestLog

    /// An action that keeps its requests in a new log (Vitro's addition, for hosts and tests).
    public init() { log = WindowRequestLog() }

    /// The windows asked to close, in order (`nil` identifiers: the current window).
    @MainActor public var requests: [OpenWindowAction.Request] { log.requests }

    /// Closes the window that read the action (recorded).
    @MainActor public func callAsFunction() { log.requests.append(.init(id: nil, value: nil)) }

    /// Closes the windows of the group `id` (recorded).
    @MainActor public func callAsFunction(id: String) { log.requests.append(.init(id: id, value: nil)) }

    /// Closes the window presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        log.requests.append(.init(id: nil, value: String(describing: value)))
    }

    /// Closes the window of the group `id` presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        log.requests.append(.init(id: id, value: String(describing: value)))
    }
}

/// The requests an ``OpenWindowAction`` or ``DismissWindowAction`` received.
final class WindowRequestLog: @unchecked Sendable {
    // Read and written on the main actor only (the actions' functions are `@MainActor`).
    var requests: [OpenWindowAction.Request] = []
}

/// Renames the current document, as SwiftUI's `RenameAction` (recorded: a renderer shows no
/// rename field).
public struct RenameAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?
    /// Starts renaming (recorded).
    @MainActor public func callAsFunction() { action?() }
}

/// How a window may be dismissed, as SwiftUI's `DismissBehavior`.
public struct DismissBehavior: Sendable {
    let name: String
    /// The window may be dismissed after asking the person.
    public static let interactive = DismissBehavior(name: "interactive")
    /// The window is dismissed at once.
    public static let destructive = DismissBehavior(name: "destructive")
}

struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }
struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }
struct RenameKey: EnvironmentKey { static let defaultValue: RenameAction? = nil }

extension EnvironmentValues {
    /// Opens windows; by default it records each request.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes windows; by default it records each request.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Renames the current document, when the view is in a document (recorded).
    public var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}
