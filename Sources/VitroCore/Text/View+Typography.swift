import Foundation

struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
struct MonospacedKey: EnvironmentKey { static let defaultValue = false }
struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct TextBaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }
struct RedactionPrivacyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Extra space between the lines of multiline text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink (0…1 of its size) to fit its frame before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten its spacing to fit (recorded; text shrinks by
    /// `minimumScaleFactor` only).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Whether text takes the height of its full line limit even when it has fewer lines.
    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }

    /// The fewest lines text takes (`lineLimit(_:)` with a range), nil for none.
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// The design of the fonts inside (`fontDesign(_:)`), over the font's own.
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// The width of the fonts inside (`fontWidth(_:)`), over the font's own.
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }

    /// Whether text inside uses the monospaced design (`monospaced(_:)`).
    var monospacedText: Bool {
        get { self[MonospacedKey.self] }
        set { self[MonospacedKey.self] = newValue }
    }

    /// Tracking added to the text inside, in points (`tracking(_:)` / `kerning(_:)`).
    var textTracking: CGFloat {
        get { self[TextTrackingKey.self] }
        set { self[TextTrackingKey.self] = newValue }
    }

    /// How far the text inside is raised above its baseline, in points.
    var textBaselineOffset: CGFloat {
        get { self[TextBaselineOffsetKey.self] }
        set { self[TextBaselineOffsetKey.self] = newValue }
    }

    /// Whether text inside may be selected (`textSelection(_:)`; recorded: a still image has no
    /// selection).
    var textSelectionEnabled: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }

    /// Whether the views inside hold private data (`privacySensitive(_:)`): recorded, and drawn
    /// redacted only under `redacted(reason: .privacy)`.
    var isPrivacySensitive: Bool {
        get { self[RedactionPrivacyKey.self] }
        set { self[RedactionPrivacyKey.self] = newValue }
    }
}

extension View {
    /// Adds `lineSpacing` points between the lines of multiline text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentChange { $0.lineSpacing = lineSpacing }
    }

    /// Lets text shrink down to `factor` of its size to fit before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentChange { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }

    /// Lets text tighten its spacing to fit (recorded; see `EnvironmentValues.allowsTightening`).
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentChange { $0.allowsTightening = flag }
    }

    /// At most `limit` lines; with `reservesSpace`, text is as tall as `limit` lines even when
    /// it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentChange {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
            $0.lineLimitMinimum = nil
        }
    }

    /// Between `limits.lowerBound` and `limits.upperBound` lines: text takes at least the
    /// lower bound's height and is cut after the upper bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environmentChange {
            $0.lineLimit = limits.upperBound
            $0.lineLimitMinimum = limits.lowerBound
        }
    }

    /// At least `limits.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environmentChange {
            $0.lineLimit = nil
            $0.lineLimitMinimum = limits.lowerBound
        }
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environmentChange {
            $0.lineLimit = limits.upperBound
            $0.lineLimitMinimum = nil
        }
    }

    /// Sets the design (`.serif`, `.rounded`, `.monospaced`) of the fonts inside.
    public func fontDesign(_ design: Font.Design?) -> some View { environmentChange { $0.fontDesign = design } }

    /// Sets the width (`.condensed`, `.compressed`, `.expanded`) of the fonts inside.
    public func fontWidth(_ width: Font.Width?) -> some View { environmentChange { $0.fontWidth = width } }

    /// Draws the text inside in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View { environmentChange { $0.monospacedText = isActive } }

    /// Draws digits at one width (recorded: the system faces' digits are already tabular in
    /// DejaVu Sans; Inter's are drawn as they are).
    public func monospacedDigit() -> some View { self }

    /// Adds `tracking` points after every character of the text inside.
    public func tracking(_ tracking: CGFloat) -> some View { environmentChange { $0.textTracking = tracking } }

    /// Adds `kerning` points between the characters of the text inside.
    public func kerning(_ kerning: CGFloat) -> some View { environmentChange { $0.textTracking = kerning } }

    /// Raises the text inside `offset` points above its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        environmentChange { $0.textBaselineOffset = offset }
    }

    /// Lets the text inside be selected (recorded: a still image has no selection).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environmentChange { $0.textSelectionEnabled = S.allowsSelection }
    }

    /// Marks the views inside as holding private data (recorded; see
    /// `EnvironmentValues.isPrivacySensitive`).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentChange { $0.isPrivacySensitive = sensitive }
    }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Selectable text (`.textSelection(.enabled)`).
public struct EnabledTextSelectability: TextSelectability {
    /// Text can be selected.
    public static let allowsSelection = true
}

/// Text that cannot be selected (`.textSelection(.disabled)`), the default.
public struct DisabledTextSelectability: TextSelectability {
    /// Text cannot be selected.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
