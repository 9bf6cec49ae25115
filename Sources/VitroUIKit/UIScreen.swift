// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroCore

    /// The device's screen, as UIKit's `UIScreen`, for code that reads `UIScreen.main.bounds`.
    /// Its bounds are the size the current render proposes (a device frame's screen, an
    /// `ImageRenderer`'s proposed size) and its scale the render's scale; outside a render, an
    /// iPhone 17 Pro's 402 × 874 points at 3× (Apple's published screen size).
    @MainActor
    public final class UIScreen {
        /// The screen the app runs on.
        public static let main = UIScreen()

        /// The screen in points, origin at the top left.
        public var bounds: CGRect {
            CGRect(origin: .zero, size: RenderContainer.size ?? CGSize(width: 402, height: 874))
        }

        /// Pixels per point.
        public var scale: CGFloat { RenderContainer.scale }

        /// Pixels per point of the physical display.
        public var nativeScale: CGFloat { scale }

        /// The screen in pixels.
        public var nativeBounds: CGRect {
            CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
        }

        /// The screen's brightness, 0…1 (recorded; a render has no backlight).
        public var brightness: CGFloat = 1
    }
#endif
