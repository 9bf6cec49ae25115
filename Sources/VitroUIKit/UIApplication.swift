// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// The running app, as UIKit's `UIApplication`, for code that opens URLs or finds its
    /// window. URLs it is asked to open are recorded in ``openedURLs``; nothing leaves the process.
    @MainActor
    public final class UIApplication {
        /// The app.
        public static let shared = UIApplication()

        /// The URL that opens the app's page in Settings.
        public static let openSettingsURLString = "app-settings:"

        /// Every URL `open(_:options:completionHandler:)` was asked to open, in order.
        public private(set) var openedURLs: [URL] = []

        /// The app's scenes: one window scene holding one window.
        public let connectedScenes: Set<UIScene> = [UIWindowScene()]

        /// The app's icon badge number (recorded).
        public var applicationIconBadgeNumber = 0

        /// Whether the idle timer is off (recorded).
        public var isIdleTimerDisabled = false

        /// The app's state: active while it renders.
        public var applicationState: State { .active }

        /// Records `url` and reports success.
        public func open(
            _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
            completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
        ) {
            openedURLs.append(url)
            completion?(true)
        }

        /// Records `url`; always true.
        public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
            openedURLs.append(url)
            return true
        }

        /// Whether a URL can be opened: true for any URL with a scheme.
        public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

        /// Ends editing in the app (recorded: no keyboard is shown).
        public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            true
        }

        /// Options for opening a URL, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
        public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Open the URL only if an app claims it as a universal link.
            public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
        }

        /// The app's state, as UIKit's `UIApplication.State`.
        public enum State: Int, Sendable {
            /// In the foreground, receiving events.
            case active
            /// In the foreground, not receiving events.
            case inactive
            /// In the background.
            case background
        }
    }

    /// An input event, as UIKit's `UIEvent` (only named by `sendAction`).
    public final class UIEvent {}

    /// A selector, as the Objective-C runtime's `Selector`, for `sendAction` calls such as
    /// `#selector(UIResponder.resignFirstResponder)` written as a string.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The method's name, as written.
        public let name: String
        /// The selector of the method named `name`.
        public init(_ name: String) { self.name = name }
        public init(stringLiteral value: String) { name = value }
    }
#endif
