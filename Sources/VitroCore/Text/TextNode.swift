import Foundation
import VitroGeometry
import VitroRaster

/// Lays out and draws `Text`: words wrap greedily into the proposed width, a word wider than
/// the line breaks between characters, a line limit cuts with an ellipsis, and lines align by
/// `multilineTextAlignment`.
@MainActor
package final class TextNode: LayoutNode {
    /// A measured piece of one run: a word, a space, or a line break.
    struct Piece {
        var text: String
        var run: Text.Run
        var face: FontFace
        var size: CGFloat
        /// Extra advance after each character, in points: the run's own tracking plus the
        /// system typeface's tracking for the size.
        var tracking: CGFloat
        /// The horizontal scale of the glyphs (`fontWidth`).
        var widthScale: CGFloat = 1
        /// The change of line height the font's `leading(_:)` asks for, in points.
        var leading: CGFloat = 0
        var width: CGFloat
        var isSpace: Bool
        var isBreak: Bool
        /// The index of the piece's first character in the whole text (`Text.Layout`).
        var offset = 0
    }

    struct Line {
        var pieces: [(piece: Piece, x: CGFloat)] = []
        var width: CGFloat = 0
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var height: CGFloat = 0
    }

    package let runs: [Text.Run]
    private var pieces: [Piece] = []
    private var cache: [CGFloat: [Line]] = [:]
    /// The rectangle the text was placed in before pixel rounding. Lines break as layout
    /// measured them, even where the rounded frame is a fraction of a pixel narrower, and glyphs
    /// sit where layout put them, so baselines that layout aligned stay aligned.
    private var placed: CGRect?
    private var rounded: CGRect = .zero

    init(runs: [Text.Run], environment: EnvironmentValues) {
        self.runs = runs
        super.init(environment: environment)
        pieces = runs.flatMap { makePieces($0) }
        var n = 0
        for i in pieces.indices {
            pieces[i].offset = n
            n += pieces[i].isBreak ? 1 : pieces[i].text.count
        }
    }

    // MARK: fonts

    func face(for run: Text.Run) -> (FontFace, CGFloat) {
        let (face, size, _, _) = resolvedFont(for: run)
        return (face, size)
    }

    /// The face, size in points, tracking in points and horizontal glyph scale a run is drawn
    /// with, its size scaled by `scale` (`minimumScaleFactor`).
    func resolvedFont(for run: Text.Run, scale: CGFloat = 1) -> (FontFace, CGFloat, CGFloat, CGFloat) {
        var font = environment.effectiveFont(run.font)
        if let design = run.design ?? environment.fontDesign, !font.hasExplicitDesign { font.design = design }
        if environment.monospacedText { font.design = .monospaced }
        var weight = run.weight?.value ?? environment.fontWeight?.value ?? font.resolvedWeight(on: environment.platform)
        if run.bold { weight = max(weight, 700) }
        let italic = run.italic || environment.italic || font.isItalic
        let size = font.pointSize(environment.dynamicTypeSize, on: environment.platform) * scale
        let system = SystemTypeface.current
        let family = run.monospaced ? "DejaVu Sans Mono" : font.family(pointSize: size, system: system)
        let face = FontFace.named(family, weight: weight, italic: italic) ?? FontFace.named()!
        let systemTracking = !run.monospaced && font.isSystemSans ? system.tracking(pointSize: size) : 0
        let tracking = systemTracking + (run.kerning + environment.textTracking) * scale
        let width = run.width ?? font.widthValue ?? environment.fontWidth
        return (face, size, tracking, width?.scale ?? 1)
    }

    func measure(_ text: String, _ face: FontFace, _ size: CGFloat, kerning: CGFloat, widthScale: CGFloat = 1)
        -> CGFloat
    {
        TextLine(text, face: face, size: size, tracking: kerning, widthScale: widthScale).width
    }

    func measure(_ text: String, like piece: Piece) -> CGFloat {
        measure(text, piece.face, piece.size, kerning: piece.tracking, widthScale: piece.widthScale)
    }

    func makePieces(_ run: Text.Run, scale: CGFloat = 1) -> [Piece] {
        var text = run.string
        switch environment.textCase {
        case .uppercase?: text = text.uppercased()
        case .lowercase?: text = text.lowercased()
        case nil: break
        }
        let (face, size, tracking, widthScale) = resolvedFont(for: run, scale: scale)
        var out: [Piece] = []
        var word = ""
        func flushWord() {
            guard !word.isEmpty else { return }
            out.append(
                Piece(
                    text: word, run: run, face: face, size: size, tracking: tracking, widthScale: widthScale,
                    width: measure(word, face, size, kerning: tracking, widthScale: widthScale), isSpace: false,
                    isBreak: false))
            word = ""
        }
        for ch in text {
            if ch == "\n" {
                flushWord()
                out.append(
                    Piece(
                        text: "", run: run, face: face, size: size, tracking: tracking, width: 0, isSpace: false,
                        isBreak: true))
            } else if ch == " " || ch == "\t" {
                flushWord()
                out.append(
                    Piece(
                        text: " ", run: run, face: face, size: size, tracking: tracking, widthScale: widthScale,
                        width: measure(" ", face, size, kerning: tracking, widthScale: widthScale), isSpace: true,
                        isBreak: false))
            } else {
                word.append(ch)
            }
        }
        flushWord()
        let leading = environment.effectiveFont(run.font).leadingAdjustment
        if leading != 0 { for i in out.indices { out[i].leading = leading } }
        return out
    }

    // MARK: line breaking

    func lines(maxWidth: CGFloat?) -> [Line] {
        let key = maxWidth ?? -1
        if let l = cache[key] { return l }
        let limit = maxWidth.map { max(0, $0) } ?? .infinity
        var (lines, overflows) = wrap(pieces, limit: limit)
        let factor = environment.minimumScaleFactor
        var scaled: CGFloat = 1
        if overflows, factor < 1 {
            // Shrink to the largest size, down to the factor, at which the text fits (to 1/64).
            var (low, high) = (factor, CGFloat(1))
            var best = wrap(pieces(scale: factor), limit: limit)
            if !best.overflows {
                for _ in 0..<6 {
                    let mid = (low + high) / 2
                    let attempt = wrap(pieces(scale: mid), limit: limit)
                    if attempt.overflows { high = mid } else { (low, best) = (mid, attempt) }
                }
            }
            lines = best.lines
            scaled = low
        }
        let source = scaled == 1 ? pieces : pieces(scale: scaled)
        if environment.truncationMode != .tail, let single = cutOneLine(limit, source) {
            lines = [single]
        } else if let max = environment.lineLimit, max > 0, lines.count > max {
            lines = Array(lines.prefix(max))
            lines[max - 1] = truncated(lines[max - 1], to: limit, always: true, source)
        } else if maxWidth != nil {
            lines = lines.map { $0.width > limit + 0.001 ? truncated($0, to: limit, always: false, source) : $0 }
        }
        for i in lines.indices { measureHeight(&lines[i], source) }
        cache[key] = lines
        return lines
    }

    private var scaledPieces: [CGFloat: [Piece]] = [:]

    /// The pieces with every run's size scaled by `scale`.
    func pieces(scale: CGFloat) -> [Piece] {
        if scale == 1 { return pieces }
        if let p = scaledPieces[scale] { return p }
        let p = runs.flatMap { makePieces($0, scale: scale) }
        scaledPieces[scale] = p
        return p
    }

    /// The pieces broken greedily into lines `limit` wide; `overflows` when a word had to break
    /// between characters or the lines pass the line limit, so the text does not fit as it is.
    func wrap(_ pieces: [Piece], limit: CGFloat) -> (lines: [Line], overflows: Bool) {
        var overflows = false
        var lines: [Line] = []
        var line = Line()
        func push(_ p: Piece) {
            line.pieces.append((p, line.width))
            line.width += p.width
        }
        func endLine() {
            // Trailing spaces hang past the edge and do not count.
            while let last = line.pieces.last, last.piece.isSpace {
                line.width -= last.piece.width
                line.pieces.removeLast()
            }
            lines.append(line)
            line = Line()
        }
        for p in pieces {
            if p.isBreak {
                if line.pieces.isEmpty { line.pieces.append((p, 0)) }
                endLine()
                continue
            }
            if p.isSpace {
                if !line.pieces.isEmpty { push(p) }
                continue
            }
            if line.width + p.width > limit + 0.001, line.pieces.contains(where: { !$0.piece.isSpace }) {
                endLine()
            }
            if p.width > limit + 0.001 {
                // A word wider than the line breaks between characters.
                overflows = true
                var chunk = ""
                for ch in p.text {
                    let candidate = chunk + String(ch)
                    if !chunk.isEmpty, line.width + measure(candidate, like: p) > limit {
                        var q = p
                        q.text = chunk
                        q.width = measure(chunk, like: p)
                        push(q)
                        endLine()
                        chunk = String(ch)
                    } else {
                        chunk = candidate
                    }
                }
                var q = p
                q.text = chunk
                q.width = measure(chunk, like: p)
                push(q)
            } else {
                push(p)
            }
        }
        if !line.pieces.isEmpty || lines.isEmpty { endLine() }
        if let max = environment.lineLimit, max > 0, lines.count > max { overflows = true }
        return (lines, overflows)
    }

    /// Head or middle truncation of text that must fit one line (`lineLimit(1)`): the whole text
    /// with characters removed at the start or in the middle for an ellipsis. Nil when it fits
    /// or when more lines are allowed (those cut at the end, as SwiftUI does).
    func cutOneLine(_ width: CGFloat, _ pieces: [Piece]) -> Line? {
        guard environment.lineLimit == 1, width.isFinite, let first = pieces.first(where: { !$0.isBreak }) else {
            return nil
        }
        let text = Array(pieces.map { $0.isBreak ? " " : $0.text }.joined())
        func w(_ s: String) -> CGFloat { measure(s, like: first) }
        guard w(String(text)) > width else { return nil }
        var best = "…"
        switch environment.truncationMode {
        case .head:
            for n in stride(from: text.count, through: 0, by: -1) {
                let candidate = "…" + String(text.suffix(n))
                if w(candidate) <= width {
                    best = candidate
                    break
                }
            }
        case .middle:
            for n in stride(from: text.count, through: 0, by: -1) {
                let head = String(text.prefix((n + 1) / 2)).trimmingCharacters(in: .whitespaces)
                let tail = String(text.suffix(n / 2)).trimmingCharacters(in: .whitespaces)
                let candidate = head + "…" + tail
                if w(candidate) <= width {
                    best = candidate
                    break
                }
            }
        case .tail:
            return nil
        }
        var piece = first
        piece.text = best
        piece.width = w(best)
        piece.isSpace = false
        var line = Line()
        line.pieces = [(piece, 0)]
        line.width = piece.width
        return line
    }

    /// The line cut at the end so that it and an ellipsis fit `width`.
    func truncated(_ line: Line, to width: CGFloat, always: Bool, _ pieces: [Piece]) -> Line {
        guard let lastRun = (line.pieces.last?.piece ?? pieces.first) else { return line }
        let ellipsisWidth = measure("…", lastRun.face, lastRun.size, kerning: 0, widthScale: lastRun.widthScale)
        if !always && line.width <= width { return line }
        var out = Line()
        for (p, _) in line.pieces {
            if out.width + p.width + ellipsisWidth <= width {
                out.pieces.append((p, out.width))
                out.width += p.width
                continue
            }
            var chunk = ""
            for ch in p.text {
                let candidate = chunk + String(ch)
                if out.width + measure(candidate, like: p) + ellipsisWidth > width {
                    break
                }
                chunk = candidate
            }
            if !chunk.isEmpty {
                var q = p
                q.text = chunk
                q.width = measure(chunk, like: p)
                out.pieces.append((q, out.width))
                out.width += q.width
            }
            break
        }
        while let last = out.pieces.last, last.piece.isSpace {
            out.width -= last.piece.width
            out.pieces.removeLast()
        }
        var e = lastRun
        e.text = "…"
        e.width = ellipsisWidth
        e.isSpace = false
        e.isBreak = false
        out.pieces.append((e, out.width))
        out.width += ellipsisWidth
        return out
    }

    func measureHeight(_ line: inout Line, _ pieces: [Piece]) {
        let faces =
            line.pieces.isEmpty
            ? pieces.prefix(1).map { ($0.face, $0.size) } : line.pieces.map { ($0.piece.face, $0.piece.size) }
        let (defaultFace, defaultSize) = face(for: runs.first ?? Text.Run(string: ""))
        let all = faces.isEmpty ? [(defaultFace, defaultSize)] : faces
        line.ascent = all.map { $0.0.ascender * $0.1 / $0.0.unitsPerEm }.max() ?? 0
        line.descent = all.map { -$0.0.descender * $0.1 / $0.0.unitsPerEm }.max() ?? 0
        line.height = all.map { $0.0.lineGap * $0.1 / $0.0.unitsPerEm }.max() ?? 0
        // `Font.leading(_:)`: the largest change asked by the line's pieces (a tight line may be
        // shorter than its glyphs' box, as on iOS).
        let leads = line.pieces.isEmpty ? pieces.prefix(1).map(\.leading) : line.pieces.map(\.piece.leading)
        if let lead = leads.max(by: { abs($0) < abs($1) }), lead != 0 { line.height = max(0, line.height + lead) }
        // `lineHeight(_:)` replaces the fonts' height; the glyphs stay centered in the line.
        let paragraphRule = line.pieces.isEmpty ? pieces.first?.run.lineHeight : line.pieces.first?.piece.run.lineHeight
        if let rule = paragraphRule ?? environment.lineHeight {
            line.height = rule.height(pointSize: all.map { $0.1 }.max() ?? 0, natural: line.height)
        }
    }

    // MARK: layout

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let renderer = environment.textRenderer?.renderer {
            return renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: { self.naturalSize($0) }))
        }
        return naturalSize(proposal)
    }

    /// The text's own size for `proposal`, whatever renderer draws it.
    func naturalSize(_ proposal: ProposedViewSize) -> CGSize {
        let ls = lines(maxWidth: proposal.width)
        let width = ls.map(\.width).max() ?? 0
        let height = totalHeight(ls)
        // Text reports whole pixels, rounded up as SwiftUI's text does, so that the pixel-rounded
        // frame never cuts a line short and wraps it.
        let scale = environment.displayScale
        return CGSize(width: PixelGrid.ceil(width, scale: scale), height: PixelGrid.ceil(height, scale: scale))
    }

    /// The lines' heights with `lineSpacing` between them; at least as many lines as
    /// `lineLimit(_:reservesSpace: true)` or a line-limit range's lower bound asks for.
    func totalHeight(_ ls: [Line]) -> CGFloat {
        var count = ls.count
        var height = ls.reduce(0) { $0 + $1.height }
        var least = environment.lineLimitMinimum ?? 0
        if environment.lineLimitReservesSpace, let limit = environment.lineLimit { least = max(least, limit) }
        if count < least, let first = ls.first {
            height += CGFloat(least - count) * first.height
            count = least
        }
        return height + CGFloat(max(0, count - 1)) * max(0, environment.lineSpacing)
    }

    // The font's leading on both edges: what SwiftUI sets between adjacent texts (`EdgeSpacing`).
    package override var topEdgeSpacing: EdgeSpacing { .text(leading: fontLeading) }
    package override var bottomEdgeSpacing: EdgeSpacing { .text(leading: fontLeading) }

    /// The line height less ascent and descent of the text's first line, in points.
    var fontLeading: CGFloat {
        guard let first = lines(maxWidth: nil).first else { return 0 }
        return max(0, first.height - first.ascent - first.descent)
    }

    package override func firstBaseline(for size: CGSize) -> CGFloat? {
        let ls = lines(maxWidth: size.width)
        guard let first = ls.first else { return nil }
        return (first.height - first.ascent - first.descent) / 2 + first.ascent
    }

    package override func placeChildren(in rect: CGRect) { (placed, rounded) = (rect, frame) }

    package override func render(into list: inout [DisplayList.Item]) {
        // The host may move `frame` for an animation frame; the exact rectangle follows it.
        let shown = self.frame
        let frame =
            placed.map {
                CGRect(
                    x: $0.minX + shown.minX - rounded.minX, y: $0.minY + shown.minY - rounded.minY,
                    width: shown.width == rounded.width ? $0.width : shown.width,
                    height: shown.height == rounded.height ? $0.height : shown.height)
            } ?? shown
        let ls = lines(maxWidth: frame.width + 0.001)
        var y = frame.minY
        let rtl = environment.layoutDirection == .rightToLeft
        let renderer = environment.textRenderer?.renderer
        var layoutLines: [Text.Layout.Line] = []
        for line in ls {
            var alignment = environment.multilineTextAlignment
            if rtl { alignment = alignment == .leading ? .trailing : (alignment == .trailing ? .leading : .center) }
            // A paragraph's own alignment (`AttributedString.alignment`) is a side, whatever the
            // layout direction (here `.leading` is the left after the flip above).
            if let side = line.pieces.first?.piece.run.paragraphAlignment {
                alignment = side == .left ? .leading : side == .right ? .trailing : .center
            }
            let x0: CGFloat
            switch alignment {
            case .leading: x0 = frame.minX
            case .center: x0 = frame.minX + (frame.width - line.width) / 2
            case .trailing: x0 = frame.maxX - line.width
            }
            let baseline = y + (line.height - line.ascent - line.descent) / 2 + line.ascent
            list += backgroundItems(line, x0: x0, y: y)
            if renderer != nil {
                layoutLines.append(layoutLine(line, x0: x0, baseline: baseline, y: y, in: frame))
                y += line.height + max(0, environment.lineSpacing)
                continue
            }
            for (p, x) in line.pieces where !p.isSpace && !p.isBreak && !p.text.isEmpty {
                let glyphs = TextLine(
                    p.text, face: p.face, size: p.size, tracking: p.tracking, widthScale: p.widthScale)
                let lift = p.run.baselineOffset + environment.textBaselineOffset
                let origin = Point2D(x: x0 + x, y: baseline - lift)
                let path = glyphs.path(origin: origin)
                let rect = CGRect(x: x0 + x, y: y, width: p.width, height: line.height)
                // Emoji draw in their own colors, whatever the foreground style.
                list += Self.emojiItems(glyphs, origin: origin)
                let (paint, blend) = self.paint(for: p.run, in: rect)
                guard let paint else { continue }
                list.append(.text(p.text, Path(path), paint, blend))
                list += decorationItems(
                    p, x: x0 + x, baseline: baseline, ascent: line.ascent, paint: paint, blend: blend)
            }
            y += line.height + max(0, environment.lineSpacing)
        }
        if let renderer {
            list += rendered(layoutLines, lines: ls, by: renderer, in: frame)
        }
    }

    /// The fills behind runs with a background color (`AttributedString.backgroundColor`), spaces
    /// included, one line high.
    func backgroundItems(_ line: Line, x0: CGFloat, y: CGFloat) -> [DisplayList.Item] {
        line.pieces.compactMap { p, x in
            guard let color = p.run.background, p.width > 0 else { return nil }
            let rect = CGRect(x: x0 + x, y: y, width: p.width, height: line.height)
            return .fill(Path(rect), .color(color.rgbColor(in: environment)), .nonZero, .normal)
        }
    }

    func paint(for run: Text.Run, in rect: CGRect) -> (Paint?, BlendOperation) {
        if let c = run.color { return (.color(c.rgbColor(in: environment)), .normal) }
        if run.isLink { return (.color(Color(semantic: .link).rgbColor(in: environment)), .normal) }
        var env = environment
        if let s = run.style { env.foregroundStyle = s }
        let style: any ShapeStyle = env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        switch resolveStyle(style, in: rect, environment: env) {
        case .paint(let p, let b): return (p, b)
        case .material, .none: return (nil, .normal)
        }
    }

    package override var kind: String { "Text \"\(runs.map(\.string).joined())\"" }
}
