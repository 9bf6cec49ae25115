/// One image an app needs: a size in points at a scale, for a platform (and, in an asset
/// catalog, an idiom and a role).
public struct IconSize: Sendable, Hashable {
    /// The side in points.
    public var points: Double
    /// Pixels per point (1, 2 or 3).
    public var scale: Int
    /// The platform the image is for.
    public var platform: IconPlatform
    /// The asset catalog idiom: `iphone`, `ipad`, `ios-marketing`, `mac`, `watch`, `watch-marketing`.
    public var idiom: String
    /// watchOS images name their role and subtype in `Contents.json`.
    public var role: String?
    /// The watch case size a watchOS image is for (`38mm`, `44mm`, …).
    public var subtype: String?

    /// An image `points` wide at `scale` for `platform`, with its asset catalog idiom, role and subtype.
    public init(
        _ points: Double, _ scale: Int, _ platform: IconPlatform, idiom: String, role: String? = nil,
        subtype: String? = nil
    ) {
        (self.points, self.scale, self.platform, self.idiom, self.role, self.subtype) = (
            points, scale, platform, idiom, role, subtype
        )
    }

    /// The side in pixels.
    public var pixels: Int { Int((points * Double(scale)).rounded()) }

    /// `60x60`, `83.5x83.5`.
    public var pointsText: String {
        let p = points == points.rounded() ? String(Int(points)) : String(points)
        return "\(p)x\(p)"
    }

    /// The sizes of Xcode's full app icon set for a platform (before single-size icons):
    /// iPhone and iPad Home Screen, Spotlight, Settings and notifications, the App Store; the
    /// Mac's 16…512 pt at 1x and 2x; the watch's notification, launcher, Quick Look sizes and
    /// its App Store image.
    public static func catalog(for platform: IconPlatform) -> [IconSize] {
        switch platform {
        case .iOS:
            [20, 29, 40, 60].flatMap { p in [2, 3].map { IconSize(p, $0, .iOS, idiom: "iphone") } }
                + [20, 29, 40, 76].flatMap { p in [1, 2].map { IconSize(p, $0, .iOS, idiom: "ipad") } }
                + [IconSize(83.5, 2, .iOS, idiom: "ipad"), IconSize(1024, 1, .iOS, idiom: "ios-marketing")]
        case .macOS:
            [16, 32, 128, 256, 512].flatMap { p in [1, 2].map { IconSize(p, $0, .macOS, idiom: "mac") } }
        case .watchOS:
            [
                IconSize(24, 2, .watchOS, idiom: "watch", role: "notificationCenter", subtype: "38mm"),
                IconSize(27.5, 2, .watchOS, idiom: "watch", role: "notificationCenter", subtype: "42mm"),
                IconSize(29, 2, .watchOS, idiom: "watch", role: "companionSettings"),
                IconSize(29, 3, .watchOS, idiom: "watch", role: "companionSettings"),
                IconSize(40, 2, .watchOS, idiom: "watch", role: "appLauncher", subtype: "38mm"),
                IconSize(44, 2, .watchOS, idiom: "watch", role: "appLauncher", subtype: "40mm"),
                IconSize(50, 2, .watchOS, idiom: "watch", role: "appLauncher", subtype: "44mm"),
                IconSize(86, 2, .watchOS, idiom: "watch", role: "quickLook", subtype: "38mm"),
                IconSize(98, 2, .watchOS, idiom: "watch", role: "quickLook", subtype: "42mm"),
                IconSize(108, 2, .watchOS, idiom: "watch", role: "quickLook", subtype: "44mm"),
                IconSize(1024, 1, .watchOS, idiom: "watch-marketing"),
            ]
        }
    }

    /// The appearances a platform draws: six on iOS and macOS, the default on watchOS.
    public static func appearances(for platform: IconPlatform) -> [IconAppearance] {
        platform == .watchOS ? [.light] : IconAppearance.allCases
    }
}
