import Foundation

/// The open typeface that stands in for SF Pro, the system font of iOS, which may not be shipped.
///
/// Inter 4 (SIL Open Font License; Debian's `fonts-inter`) is drawn after the same grotesque
/// model and comes, like SF Pro, in a text cut and a display cut: text below 20 pt uses Inter,
/// text from 20 pt uses Inter Display, as SF Pro switches to SF Pro Display at 20 pt. With Inter,
/// text is tracked by SF Pro's published tracking for its size (`tracking(pointSize:)`). DejaVu
/// Sans is on every machine and is used, untracked, when Inter is not installed.
///
/// The choice is made per process: the `VITRO_SYSTEM_FONT` environment variable (`Inter` or
/// `DejaVu Sans`) pins it, so renders that must be the same on every machine (snapshot tests)
/// can name one face; unset, Inter is used when fontconfig finds it.
public enum SystemTypeface: String, Sendable, CaseIterable {
    /// Inter below 20 pt, Inter Display from 20 pt, tracked as SF Pro.
    case inter = "Inter"
    /// DejaVu Sans at every size, untracked.
    case dejaVuSans = "DejaVu Sans"

    /// The environment variable that pins the system typeface by its name.
    public static let environmentVariable = "VITRO_SYSTEM_FONT"

    /// The typeface in use: the one `VITRO_SYSTEM_FONT` names, else Inter when installed, else
    /// DejaVu Sans. Read once, when first asked: the environment is not read again on every
    /// text run, where a `setenv` of any variable on another thread could make `getenv` miss the
    /// pin for a moment and one line of text come out in the other face.
    public static var current: SystemTypeface { chosen }

    private static let chosen: SystemTypeface = {
        let pinned = getenv(environmentVariable).map { String(cString: $0) }
        return resolve(pinned: pinned, interInstalled: { interInstalled })
    }()

    /// The choice `current` makes, given the pinned name and whether Inter is installed. A name
    /// that is not one of the cases (compared case-insensitively) is ignored.
    static func resolve(pinned: String?, interInstalled: () -> Bool) -> SystemTypeface {
        if let pinned, let face = allCases.first(where: { $0.rawValue.caseInsensitiveCompare(pinned) == .orderedSame })
        {
            // Inter named but absent: DejaVu Sans, as when nothing is named.
            return face == .inter && !interInstalled() ? .dejaVuSans : face
        }
        return interInstalled() ? .inter : .dejaVuSans
    }

    /// Whether Inter's text and display cuts are installed, asked of fontconfig once.
    private static let interInstalled = FontLocator.hasFamily("Inter") && FontLocator.hasFamily("Inter Display")

    /// The point size from which SF Pro uses its display cut, and this typeface its display family.
    public static let displaySize = 20.0

    /// The family to ask fontconfig for at `pointSize`.
    public func family(pointSize: Double) -> String {
        switch self {
        case .inter: pointSize >= Self.displaySize ? "Inter Display" : "Inter"
        case .dejaVuSans: "DejaVu Sans"
        }
    }

    /// The tracking, in points, that text at `pointSize` gets: SF Pro's for Inter, none for
    /// DejaVu Sans (whose spacing was not drawn against SF Pro's).
    public func tracking(pointSize: Double) -> Double {
        switch self {
        case .inter: Self.sfProTracking(pointSize: pointSize)
        case .dejaVuSans: 0
        }
    }

    /// SF Pro's tracking in points at `pointSize`: Apple's Human Interface Guidelines,
    /// Typography › Specifications › Tracking values, the SF Pro table for iOS and iPadOS (its
    /// points column; for example 17 pt −0.43, 28 pt +0.38, 34 pt +0.40). Sizes between rows are
    /// interpolated; below 6 pt the 6 pt value holds, from 80 pt tracking is zero.
    public static func sfProTracking(pointSize: Double) -> Double {
        guard pointSize.isFinite else { return 0 }
        let table = sfProTrackingTable
        if pointSize <= table[0].size { return table[0].points }
        guard let upper = table.firstIndex(where: { $0.size >= pointSize }) else { return 0 }
        let (a, b) = (table[upper - 1], table[upper])
        let t = (pointSize - a.size) / (b.size - a.size)
        return a.points + (b.points - a.points) * t
    }

    /// The rows of the HIG's SF Pro tracking table: point size and tracking in points.
    static let sfProTrackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.35), (51, 0.36), (52, 0.33), (53, 0.33), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]
}
