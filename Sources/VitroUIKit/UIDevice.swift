// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// The device, as UIKit's `UIDevice`: an iPhone running iOS 26.
    @MainActor
    public final class UIDevice {
        /// The device the app runs on.
        public static let current = UIDevice()

        /// The device's name: "iPhone".
        public var name: String { "iPhone" }
        /// The model: "iPhone".
        public var model: String { "iPhone" }
        /// The model in the current language: "iPhone".
        public var localizedModel: String { "iPhone" }
        /// The operating system's name: "iOS".
        public var systemName: String { "iOS" }
        /// The operating system's version: "26.0".
        public var systemVersion: String { "26.0" }
        /// The interface the device offers: a phone's.
        public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
        /// The device's orientation: portrait.
        public var orientation: UIDeviceOrientation { .portrait }
        /// An identifier for the app's vendor on this device: all zeros, the same on every run.
        public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
        /// Whether the app reads the battery's state (kept, without effect).
        public var isBatteryMonitoringEnabled = false
        /// The battery's charge, 0…1: full.
        public var batteryLevel: Float { 1 }
    }

    /// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        /// Not known.
        case unspecified = -1
        /// An iPhone's interface.
        case phone
        /// An iPad's interface.
        case pad
        /// An Apple TV's interface.
        case tv
        /// A CarPlay interface.
        case carPlay
        /// A Mac's interface (Mac Catalyst).
        case mac = 5
        /// Apple Vision Pro's interface.
        case vision = 6
    }

    /// The device's orientation, as UIKit's `UIDeviceOrientation`.
    public enum UIDeviceOrientation: Int, Sendable {
        /// Not known.
        case unknown
        /// Upright, the home button (or its place) at the bottom.
        case portrait
        /// Upside down.
        case portraitUpsideDown
        /// On its side, the home button's place on the right.
        case landscapeLeft
        /// On its side, the home button's place on the left.
        case landscapeRight
        /// Flat, the screen up.
        case faceUp
        /// Flat, the screen down.
        case faceDown
        /// Whether the device stands upright, either way up.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the device lies on its side, either way.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }
#endif
