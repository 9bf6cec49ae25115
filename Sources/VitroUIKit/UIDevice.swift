// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation

    /// The device, as UIKit's `UIDevice`: an iPhone running iOS 26.
    @MainActor
    public final class UIDevice {
        /// The device the app runs on.
        public static let current = UIDevice()

        public var name: String { "iPhone" }
        public var model: String { "iPhone" }
        public var localizedModel: String { "iPhone" }
        public var systemName: String { "iOS" }
        public var systemVersion: String { "26.0" }
        public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
        public var orientation: UIDeviceOrientation { .portrait }
        public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
        public var isBatteryMonitoringEnabled = false
        public var batteryLevel: Float { 1 }
    }

    /// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
    }

    /// The device's orientation, as UIKit's `UIDeviceOrientation`.
    public enum UIDeviceOrientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }
#endif
