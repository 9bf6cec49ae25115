import Foundation

/// Work the system runs for the app in the background, as SwiftUI's `BackgroundTask`. A
/// renderer has no background: a scene's background tasks are recorded, never run.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
    /// The app-refresh task with `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "appRefresh(\(identifier))")
    }

    /// The background URL session with `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "urlSession(\(identifier))")
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// Any background URL session; the request is the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }

    /// Background URL sessions whose identifiers match `matchingIdentifier`.
    public static func urlSession(matching matchingIdentifier: String) -> BackgroundTask<String, Void> {
        BackgroundTask(name: "urlSession(matching: \(matchingIdentifier))")
    }
}

extension OpenURLAction {
    /// Opens `url`, in the app when `prefersInApp` and the system can (recorded as opening it).
    @MainActor public func callAsFunction(_ url: URL, prefersInApp: Bool) { callAsFunction(url) }
}

extension OpenURLAction.Result {
    /// The system opens `url`, in the app when `prefersInApp` and it can.
    public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> OpenURLAction.Result {
        url.map { .systemActionURL($0) } ?? .systemAction
    }
}

#if !canImport(UniformTypeIdentifiers)
    /// An activity the app hands off or restores, as Foundation's `NSUserActivity` on Apple's
    /// platforms (Linux's Foundation lacks it): what `userActivity(_:isActive:_:)` and
    /// `onContinueUserActivity(_:perform:)` pass.
    open class NSUserActivity: NSObject, @unchecked Sendable {
        /// The kind of activity, in reverse-DNS form.
        public let activityType: String
        /// A title for the activity.
        open var title: String?
        /// What the activity carries.
        open var userInfo: [AnyHashable: Any]?
        /// The web page the activity continues to.
        open var webpageURL: URL?
        /// Whether the activity is offered on the person's other devices.
        open var isEligibleForHandoff = true
        /// Whether the activity is indexed for search.
        open var isEligibleForSearch = false

        /// An activity of `activityType`.
        public init(activityType: String) { self.activityType = activityType }
    }
#endif

extension View {
    /// Advertises an activity of `activityType` while `isActive`, updated by `update`
    /// (recorded: a renderer hands nothing off).
    public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        record("userActivity(\(activityType))")
    }

    /// Advertises an activity of `activityType` for `element`, updated by `update` (recorded).
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        record("userActivity(\(activityType))")
    }

    /// Runs `action` when the app continues an activity of `activityType` (recorded: a renderer
    /// continues none).
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        record("onContinueUserActivity(\(activityType))")
    }
}
