// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// A scene of the app, as UIKit's `UIScene`.
    @MainActor
    public class UIScene: Hashable {
        init() {}
        nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
        nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A scene with windows, as UIKit's `UIWindowScene`.
    @MainActor
    public final class UIWindowScene: UIScene {
        /// The scene's windows: one, whose root controller presents what is asked of it.
        public let windows: [UIWindow]
        /// The scene's key window.
        public var keyWindow: UIWindow? { windows.first }
        /// The scene's screen.
        public var screen: UIScreen { .main }
        override init() {
            windows = [UIWindow()]
            super.init()
        }
    }

    /// A window, as UIKit's `UIWindow`.
    @MainActor
    public final class UIWindow: UIView {
        /// The window's root view controller.
        public var rootViewController: UIViewController? = UIViewController()
        /// Whether this is the key window.
        public var isKeyWindow: Bool { true }
    }

    /// A view, as UIKit's `UIView`: a frame and a background color, for code that names one
    /// (a presentation's source view, say). Vitro draws SwiftUI views only.
    @MainActor
    public class UIView {
        public var frame: CGRect
        public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
        public var backgroundColor: UIColor?
        public var isHidden = false
        public var alpha: CGFloat = 1
        public var tag = 0
        public init(frame: CGRect = .zero) { self.frame = frame }
    }

    /// A view controller, as UIKit's `UIViewController`. Presenting another records it in
    /// ``presentedViewController``.
    @MainActor
    public class UIViewController {
        public let view = UIView()
        public private(set) var presentedViewController: UIViewController?
        public var popoverPresentationController: UIPopoverPresentationController? { popover }
        let popover = UIPopoverPresentationController()

        public init() {}

        /// Records `viewController` as presented.
        public func present(
            _ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            presentedViewController = viewController
            completion?()
        }

        /// Clears the presented controller.
        public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            presentedViewController = nil
            completion?()
        }
    }

    /// Where a popover points, as UIKit's `UIPopoverPresentationController`.
    @MainActor
    public final class UIPopoverPresentationController {
        public var sourceView: UIView?
        public var sourceRect: CGRect = .zero
    }

    /// The share sheet, as UIKit's `UIActivityViewController` (recorded when presented).
    @MainActor
    public final class UIActivityViewController: UIViewController {
        public let activityItems: [Any]
        public init(activityItems: [Any], applicationActivities: [Any]?) {
            self.activityItems = activityItems
            super.init()
        }
    }
#endif
