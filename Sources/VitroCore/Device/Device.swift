import Foundation

/// A device screen or window to render on (Vitro's addition, named in SwiftUI's style): its
/// size in points, pixels per point, safe-area insets and the radius of its display (or
/// window) corners, the outermost container shape that concentric corners resolve against.
///
/// Render a view on one with `ImageRenderer(content:device:)`. Figures and where they come from:
/// - iPhone sizes, scales and safe areas are those UIKit reports for the models named (Apple's
///   Human Interface Guidelines, "Layout", device screen sizes).
/// - Display corner radii are UIScreen's `_displayCornerRadius` as the community ScreenCorners
///   tables list it (iPhone 16 Pro and Pro Max: 62 pt; iPad Air 11-inch: 18 pt). It is not
///   public API, so these are the best public figures, not Apple's documentation.
/// - The Mac and visionOS windows are typical sizes; their corner radii are estimates, marked
///   where they are declared.
public struct Device: Hashable, Sendable {
    /// The device's name, for labels.
    public var name: String
    /// The screen or window size in points, in this orientation.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The insets that status bars, sensor housings, home indicators and title bars take.
    public var safeAreaInsets: EdgeInsets
    /// The radius of the display's or window's corners (points, continuous corners).
    public var cornerRadius: CGFloat
    /// The platform the device runs.
    public var platform: Platform
    /// The release whose Liquid Glass the device draws, and the user's clear … tinted setting
    /// on it (Vitro's additions); nil leaves what the environment says (iOS 26, clear).
    public var glassEdition: GlassEdition?
    public var glassTinting: GlassTinting?

    /// A device of the given screen, scale, safe areas, display corners and platform.
    public init(
        name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, cornerRadius: CGFloat,
        platform: Platform = .iOS
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.cornerRadius = cornerRadius
        self.platform = platform
    }

    /// The platform a device runs; it chooses the materials, defaults and metrics of the
    /// standard components (see `PlatformTraits`).
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// The platforms: iPhone, iPad, Mac, Apple Vision Pro, Apple TV and Apple Watch.
        case iOS, iPadOS, macOS, visionOS, tvOS, watchOS
    }

    /// The 6.3-inch iPhone (iPhone 16 Pro, iPhone 17, iPhone 17 Pro): 402×874 pt at 3×, the
    /// Dynamic Island's 62 pt status area and the 34 pt home indicator; 62 pt display corners.
    public static let iPhone = Device(
        name: "iPhone", size: CGSize(width: 402, height: 874), scale: 3,
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), cornerRadius: 62)

    /// The 6.9-inch iPhone (iPhone 16 Pro Max, iPhone 17 Pro Max): 440×956 pt at 3×.
    public static let iPhoneProMax = Device(
        name: "iPhone Pro Max", size: CGSize(width: 440, height: 956), scale: 3,
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), cornerRadius: 62)

    /// The 11-inch iPad (iPad Air 11-inch, iPad 10th generation) in landscape: 1180×820 pt at
    /// 2×, a 24 pt status bar and a 20 pt home indicator; 18 pt display corners.
    public static let iPad = Device(
        name: "iPad", size: CGSize(width: 1180, height: 820), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 18,
        platform: .iPadOS)

    /// The same iPad in portrait: 820×1180 pt.
    public static let iPadPortrait = Device(
        name: "iPad (portrait)", size: CGSize(width: 820, height: 1180), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 18,
        platform: .iPadOS)

    /// The 11-inch iPad Pro (M4) in landscape: 1210×834 pt at 2×, a 24 pt status bar and a
    /// 20 pt home indicator. The 30 pt display corner radius is community-measured (reported
    /// for the M4 iPad Pro bodies, whose corners are rounder than the 18 pt of earlier iPads),
    /// not Apple's documentation.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch", size: CGSize(width: 1210, height: 834), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 30,
        platform: .iPadOS)

    /// The 13-inch iPad Pro (M4) in landscape: 1376×1032 pt at 2×; 30 pt display corners,
    /// community-measured like the 11-inch's.
    public static let iPadPro13 = Device(
        name: "iPad Pro 13-inch", size: CGSize(width: 1376, height: 1032), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 30,
        platform: .iPadOS)

    /// A Mac window of 1280×800 pt at 2× with a 52 pt unified title bar and toolbar (macOS
    /// 26). The 16 pt corner radius is an estimate of macOS 26's rounder window corners.
    public static let mac = Device(
        name: "Mac window", size: CGSize(width: 1280, height: 800), scale: 2,
        safeAreaInsets: EdgeInsets(top: 52, leading: 0, bottom: 0, trailing: 0), cornerRadius: 16,
        platform: .macOS)

    /// A visionOS window at its default size, 1280×720 pt, rendered at 2×. The 46 pt corner
    /// radius is an estimate of the window's glass pane.
    public static let visionPro = Device(
        name: "Apple Vision Pro window", size: CGSize(width: 1280, height: 720), scale: 2,
        safeAreaInsets: EdgeInsets(), cornerRadius: 46, platform: .visionOS)

    /// The horizontal size class views on the device get: compact on an iPhone in portrait
    /// (and on the smaller iPhones in landscape, as UIKit reports), regular on iPads, Macs and
    /// visionOS windows and on the Pro Max in landscape.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        switch platform {
        case .iOS: size.width >= 896 ? .regular : .compact
        case .iPadOS, .macOS, .visionOS, .tvOS: .regular
        case .watchOS: .compact
        }
    }

    /// The device turned a quarter: width and height swap. An iPhone in landscape has its
    /// status-area inset on both long sides (the sensor housing's side and, for symmetry, the
    /// other, as UIKit reports) and 21 pt for the home indicator at the bottom; an iPad or a
    /// window keeps its insets.
    public var rotated: Device {
        var d = self
        d.size = CGSize(width: size.height, height: size.width)
        let i = safeAreaInsets
        d.safeAreaInsets =
            platform == .iOS
            ? EdgeInsets(top: 0, leading: i.top, bottom: 21, trailing: i.top)
            : i
        return d
    }
}
