import CFontconfig
import Foundation

/// Finds font files through fontconfig.
///
/// DejaVu Sans is Vitro's default face everywhere (it is on every machine of the kind Vitro
/// targets), so renders are the same on every machine; other faces are found only on request.
public enum FontLocator {
    private static let lock = NSLock()

    /// The file of the best match for `family` at `weight` (100…900) and slant, or nil.
    public static func path(family: String, weight: Int = 400, italic: Bool = false, monospaced: Bool = false)
        -> String?
    {
        lock.lock()
        defer { lock.unlock() }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, Int32(fcWeight(weight)))
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        if monospaced { _ = FcPatternAddInteger(pattern, FC_SPACING, Int32(FC_MONO)) }
        return match(pattern)
    }

    /// Whether fontconfig knows a face whose family is exactly `family` (a match by
    /// `path(family:)` always finds some face, substituting when the family is missing).
    public static func hasFamily(_ family: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    /// A font file that has a glyph for `scalar`, for fallback when the chosen face lacks it.
    public static func path(containing scalar: Unicode.Scalar) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        _ = FcCharSetAddChar(charset, FcChar32(scalar.value))
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        return match(pattern)
    }

    private static func match(_ pattern: OpaquePointer) -> String? {
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    /// CSS-style weight (100 thin … 900 black) to fontconfig's scale.
    static func fcWeight(_ w: Int) -> Int {
        switch w {
        case ..<150: Int(FC_WEIGHT_THIN)
        case ..<250: Int(FC_WEIGHT_EXTRALIGHT)
        case ..<350: Int(FC_WEIGHT_LIGHT)
        case ..<450: Int(FC_WEIGHT_REGULAR)
        case ..<550: Int(FC_WEIGHT_MEDIUM)
        case ..<650: Int(FC_WEIGHT_SEMIBOLD)
        case ..<750: Int(FC_WEIGHT_BOLD)
        case ..<850: Int(FC_WEIGHT_EXTRABOLD)
        default: Int(FC_WEIGHT_BLACK)
        }
    }
}
