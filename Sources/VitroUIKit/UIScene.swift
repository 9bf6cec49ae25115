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
        /// The view's rectangle in its superview's coordinates.
        public var frame: CGRect
        /// The view's rectangle in its own coordinates: its frame's size at the origin.
        public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
        /// The color behind the view's content.
        public var backgroundColor: UIColor?
        /// Whether the view is hidden.
        public var isHidden = false
        /// The view's opacity, 0…1.
        public var alpha: CGFloat = 1
        /// A number that identifies the view.
        public var tag = 0
        /// A view with `frame`.
        public init(frame: CGRect = .zero) { self.frame = frame }
    }

    /// A view controller, as UIKit's `UIViewController`. Presenting another records it in
    /// ``presentedViewController``.
    @MainActor
    public class UIViewController {
        /// The controller's root view.
        public let view = UIView()
        /// The controller this one presents, if any.
        public private(set) var presentedViewController: UIViewController?
        /// Where the controller points when presented as a popover.
        public var popoverPresentationController: UIPopoverPresentationController? { popover }
        let popover = UIPopoverPresentationController()

        /// A view controller with an empty view.
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
        /// The view the popover points at.
        public var sourceView: UIView?
        /// The rectangle in ``sourceView`` the popover points at.
        public var sourceRect: CGRect = .zero
    }

    /// The share sheet, as UIKit's `UIActivityViewController` (recorded when presented).
    @MainActor
    public final class UIActivityViewController: UIViewController {
        /// What is shared.
        public let activityItems: [Any]
        /// A share sheet for `activityItems` (custom activities are ignored).
        public init(activityItems: [Any], applicationActivities: [Any]?) {
            self.activityItems = activityItems
            super.init()
        }
    }
#endif
