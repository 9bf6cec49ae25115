import CFreeType
import Foundation
import VitroGeometry

/// A font face loaded through FreeType: glyph outlines, advances and kerning in font units.
///
/// Outlines are filled by Vitro's own analytic rasterizer, so glyphs are positioned at
/// fractional pixels and transformed like any other path. A face is safe to share between
/// threads (FreeType calls are serialized per face).
public final class FontFace: @unchecked Sendable {
    /// The file the face came from.
    public let path: String
    /// The face's family name, as the font file names it.
    public let familyName: String
    /// The face's style name, as the font file names it ("Regular", "Bold Italic" …).
    public let styleName: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// Typographic ascender and descender (descender negative) in font units.
    public let ascender: Double
    /// The typographic descender, in font units (negative below the baseline).
    public let descender: Double
    /// The distance between baselines the font recommends, in font units.
    public let lineGap: Double

    private let library: FT_Library
    /// The FreeType face; every call on it holds `lock`.
    let face: FT_Face
    let lock = NSLock()
    /// Color bitmaps already decoded (`FontFace+Color.swift`).
    var colorGlyphs: [UInt32: ColorGlyph?] = [:]
    private var outlines: [UInt32: Glyph] = [:]
    /// The `GPOS` pair kerning of a face without a `kern` table (Inter), nil otherwise.
    private let pairKerning: PairKerning?
    private var kernCache: [UInt64: Double] = [:]

    /// One glyph's outline (font units, y down) and advance.
    public struct Glyph: Sendable {
        /// The glyph's outline, in font units, y down.
        public var path: BezierPath
        /// The glyph's advance width, in font units.
        public var advance: Double
    }

    /// Why a font could not be loaded.
    public enum LoadError: Error, CustomStringConvertible {
        /// FreeType could not open the file at the path; the code is FreeType's error.
        case cannotOpen(String, Int32)
        public var description: String {
            switch self {
            case .cannotOpen(let path, let code): "cannot load font \(path) (FreeType error \(code))"
            }
        }
    }

    /// Loads the face in the font file at `path`; throws `LoadError` when FreeType cannot open it.
    public init(path: String) throws {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw LoadError.cannotOpen(path, -1) }
        var f: FT_Face?
        let err = FT_New_Face(lib, path, 0, &f)
        guard err == 0, let f else {
            FT_Done_FreeType(lib)
            throw LoadError.cannotOpen(path, err)
        }
        library = lib
        face = f
        self.path = path
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = f.pointee.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Double(max(1, f.pointee.units_per_EM))
        ascender = Double(f.pointee.ascender)
        descender = Double(f.pointee.descender)
        lineGap = Double(f.pointee.height)
        pairKerning = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 ? nil : Self.gposKerning(f)
    }

    /// The pair kerning of the face's `GPOS` table, if it has one with a `kern` feature.
    private static func gposKerning(_ face: FT_Face) -> PairKerning? {
        // 'GPOS' as a big-endian tag.
        let tag = FT_ULong(0x4750_4F53)
        var length = FT_ULong(0)
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 64 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, tag, 0, &bytes, &length) == 0 else { return nil }
        return PairKerning(gpos: bytes)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// A face found by fontconfig (DejaVu Sans unless another family is asked for), cached.
    public static func named(_ family: String = "DejaVu Sans", weight: Int = 400, italic: Bool = false) -> FontFace? {
        FaceCache.shared.face(family: family, weight: weight, italic: italic)
    }

    /// The glyph index for a character, 0 when the face has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The kerning between two glyphs in font units: from the face's `kern` table, or from its
    /// `GPOS` pair adjustments when it has no `kern` table.
    public func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        lock.lock()
        defer { lock.unlock() }
        if let pairKerning {
            let key = UInt64(left) << 32 | UInt64(right)
            if let k = kernCache[key] { return k }
            let k = pairKerning.value(left, right)
            kernCache[key] = k
            return k
        }
        var v = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &v) == 0 else { return 0 }
        return Double(v.x)
    }

    /// The outline and advance of glyph `index`, unhinted, in font units with y pointing down.
    public func glyph(_ index: UInt32) -> Glyph {
        lock.lock()
        defer { lock.unlock() }
        if let g = outlines[index] { return g }
        var g = Glyph(path: BezierPath(), advance: 0)
        if let advance = bitmapAdvanceLocked(index) {
            g.advance = advance
        } else if FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            let slot = face.pointee.glyph
        {
            g.advance = Double(slot.pointee.advance.x)
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                g.path = Self.path(of: slot.pointee.outline)
            }
        }
        outlines[index] = g
        return g
    }

    /// Walks a FreeType outline the way `FT_Outline_Decompose` does: on-curve points, conic
    /// (quadratic) control points with implied on-curve midpoints, and cubic control pairs.
    static func path(of outline: FT_Outline) -> BezierPath {
        var path = BezierPath()
        let n = Int(outline.n_contours)
        guard n > 0, let points = outline.points, let tags = outline.tags, let contours = outline.contours else {
            return path
        }
        func pt(_ i: Int) -> Point2D { Point2D(x: Double(points[i].x), y: -Double(points[i].y)) }
        func tag(_ i: Int) -> Int { Int(UInt8(bitPattern: tags[i])) & 3 }
        let on = 1
        let cubic = 2
        var first = 0
        for c in 0..<n {
            let last = Int(contours[c])
            guard last >= first, last < Int(outline.n_points) else { break }
            var start = pt(first)
            var index = first
            var limit = last
            if tag(first) != on {
                if tag(last) == on {
                    start = pt(last)
                    limit = last - 1
                } else {
                    start = pt(first).lerp(pt(last), 0.5)
                }
                index = first - 1
            }
            path.move(to: start)
            var i = index + 1
            while i <= limit {
                switch tag(i) {
                case on:
                    path.addLine(to: pt(i))
                    i += 1
                case cubic:
                    let c1 = pt(i)
                    let c2 = i + 1 <= limit ? pt(i + 1) : start
                    let to = i + 2 <= limit ? pt(i + 2) : start
                    path.addCurve(to: to, control1: c1, control2: c2)
                    i += 3
                default:
                    var control = pt(i)
                    i += 1
                    while true {
                        if i > limit {
                            path.addQuadCurve(to: start, control: control)
                            break
                        }
                        let p = pt(i)
                        if tag(i) == on {
                            path.addQuadCurve(to: p, control: control)
                            i += 1
                            break
                        }
                        let mid = control.lerp(p, 0.5)
                        path.addQuadCurve(to: mid, control: control)
                        control = p
                        i += 1
                    }
                }
            }
            path.closeSubpath()
            first = last + 1
        }
        return path
    }
}

/// Faces by family, weight and slant, loaded once.
final class FaceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    private var misses: Set<String> = []

    func face(family: String, weight: Int, italic: Bool) -> FontFace? {
        let key = "\(family)|\(weight)|\(italic)"
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[key] { return f }
        if misses.contains(key) { return nil }
        guard let path = FontLocator.path(family: family, weight: weight, italic: italic),
            let f = try? FontFace(path: path)
        else {
            misses.insert(key)
            return nil
        }
        faces[key] = f
        return f
    }

    func face(path: String) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[path] { return f }
        guard let f = try? FontFace(path: path) else { return nil }
        faces[path] = f
        return f
    }

    static let shared = FaceCache()
}
