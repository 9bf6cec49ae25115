import Foundation
@_spi(Nodes) import VitroCore
import VitroColor
import VitroGeometry
import VitroRaster

/// What a legibility audit needs from one frame: every text run and symbol with its coverage in
/// pixels and what the view tree says about it, every glass shape, and the frame rendered three
/// ways — as it is, without any text or symbol (the backdrop each one is read against) and
/// without any glass (the content the glass sits over).
///
/// Built by ``ImageRenderer/auditCapture()``; read by the `VitroAudit` module.
package struct AuditCapture: Sendable {
    /// What a run draws.
    package enum RunKind: String, Sendable { case text, symbol }

    /// One text run or symbol.
    package struct Run: Sendable {
        package var kind: RunKind
        /// The text, or the symbol's name.
        package var name: String
        /// Its place in the view tree: the kinds of the layout nodes from the root, joined by " › ".
        package var treePath: String
        /// Its outline's bounds (points).
        package var frame: CGRect
        /// Its coverage (pixels), within the clips of the groups it is drawn in.
        package var coverage: CoverageMask
        /// Its paint when a solid color (with the opacity of the groups it is drawn in).
        package var color: RGBColor?
        package var blend: BlendOperation
        /// The label level (0 primary … 4 quinary) when drawn as vibrant content on a material.
        package var vibrancyLevel: Int?
        /// The material beneath it (``Material``'s kind: "ultraThin" …), the last drawn under its center.
        package var material: String?
        /// The glass shape it is drawn on (an index into ``AuditCapture/glass``).
        package var glass: Int?
        /// Drawn on glass in the glass's dark appearance (light content), light, or neither.
        package var glassAppearance: ColorScheme?
        /// Font size (points) and CSS weight.
        package var pointSize: Double
        package var weight: Int
    }

    /// One glass shape.
    package struct GlassShape: Sendable {
        package var frame: CGRect
        /// The outline's coverage (pixels).
        package var coverage: CoverageMask
        /// "regular" or "clear".
        package var variant: String
        package var tint: RGBColor?
        package var isPressed: Bool
        /// The shapes sharing a group (the same stack, toolbar or container) share this number.
        package var group: Int
        /// Inside scrolling content (a `ScrollView` or `List`) rather than on a bar or control layer.
        package var inScrollContent: Bool
        package var treePath: String
    }

    package var scale: Double
    package var colorScheme: ColorScheme
    package var runs: [Run] = []
    package var glass: [GlassShape] = []
    /// The frame as drawn.
    package var full: Pixmap
    /// The frame without any text run or symbol.
    package var withoutRuns: Pixmap
    /// The frame without any glass (nor the glass's content).
    package var withoutGlass: Pixmap
}

extension ImageRenderer {
    /// Lays out and renders the content for a legibility audit (see ``AuditCapture``).
    package func auditCapture() throws -> AuditCapture {
        let frame = layout()
        let canvas = try canvas(for: frame)
        let renderer = DisplayListRenderer(scale: canvas.scale, colorSpace: canvas.colorSpace)
        func paint(_ items: [DisplayList.Item]) throws -> Pixmap {
            var pixmap = try Pixmap(
                width: canvas.width, height: canvas.height, colorSpace: canvas.colorSpace, pixelLimit: pixelLimit)
            renderer.render(items, into: &pixmap, isClear: true)
            return pixmap
        }
        var walker = AuditWalker(
            scale: canvas.scale, bounds: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        walker.collectNodes(frame.root, path: [], inScroll: false, group: nil)
        let stripped = walker.walk(
            frame.items, transform: .identity, clips: [], opacity: 1, glass: nil, appearance: nil)
        walker.finishSymbols()
        var capture = AuditCapture(
            scale: Double(canvas.scale), colorScheme: frame.root.environment.colorScheme,
            full: try paint(frame.items), withoutRuns: try paint(stripped),
            withoutGlass: try paint(AuditWalker.withoutGlass(frame.items)))
        capture.runs = walker.runs
        capture.glass = walker.glass
        return capture
    }
}

/// Walks a frame's layout tree and display list for ``AuditCapture``.
@MainActor
struct AuditWalker {
    let scale: CGFloat
    let bounds: PixelRect
    var runs: [AuditCapture.Run] = []
    var glass: [AuditCapture.GlassShape] = []

    struct TextInfo {
        var frame: CGRect
        var path: String
        var size: Double
        var weight: Int
        /// Beneath a modal's dimming: drawn, part of the backdrop, not audited.
        var inert = false
    }
    /// A text run being gathered: the words a `Text` draws in one paint, on one glass shape
    /// and appearance, are one run.
    struct PendingText {
        var run: AuditCapture.Run
        var words: [String]
    }
    struct SymbolInfo {
        var frame: CGRect
        var name: String
        var path: String
        var size: Double
        var inert = false
    }
    struct GlassInfo {
        var frame: CGRect
        var path: String
        var group: Int
        var inScroll: Bool
    }
    var texts: [TextInfo] = []
    var symbols: [SymbolInfo] = []
    var glassNodes: [GlassInfo] = []
    /// The groups numbered so far.
    var groups = 0
    /// Materials drawn so far: kind and bounds (points).
    var materials: [(String, CGRect)] = []
    /// Symbol runs being gathered, by symbol and glass appearance.
    var symbolRuns: [String: AuditCapture.Run] = [:]
    /// The cut-outs of each symbol run (an erasing part's coverage): not the symbol's pixels.
    var symbolCuts: [String: CoverageMask] = [:]
    var symbolOrder: [String] = []
    /// Text runs being gathered, by text node, paint, glass shape and appearance.
    var textRuns: [String: PendingText] = [:]
    /// The order runs were first drawn in: text keys and symbol keys.
    var runOrder: [(isText: Bool, key: String)] = []

    init(scale: CGFloat, bounds: PixelRect) {
        self.scale = scale
        self.bounds = bounds
    }

    /// Gathers the text, symbol and glass nodes with their place in the tree.
    mutating func collectNodes(_ node: LayoutNode, path: [String], inScroll: Bool, group: Int?, inert: Bool = false) {
        let kind = node.kind
        let path = path + [kind]
        let joined = path.suffix(6).joined(separator: " › ")
        let env = node.environment
        let font = env.effectiveFont()
        if let text = node as? TextNode {
            // The smallest run decides: its thresholds are the strictest.
            let fonts = text.auditFonts.fonts
            let smallest = fonts.min { $0.size < $1.size }
            texts.append(
                TextInfo(
                    frame: node.frame, path: joined,
                    size: smallest?.size ?? Double(font.pointSize(env.dynamicTypeSize, on: env.platform)),
                    weight: smallest?.weight ?? env.fontWeight?.value ?? font.resolvedWeight(on: env.platform),
                    inert: inert))
        } else if let symbol = node as? SymbolNode {
            symbols.append(
                SymbolInfo(
                    frame: node.frame, name: symbol.name, path: joined, size: Double(symbol.pointSize), inert: inert))
        } else if node.isGlassEffect {
            glassNodes.append(GlassInfo(frame: node.frame, path: joined, group: group ?? 0, inScroll: inScroll))
        }
        let children = node.children
        // A node that lays out several children is a group: a stack, a toolbar, a container.
        var childGroup = group
        if children.count > 1 {
            groups += 1
            childGroup = groups
        }
        let inertChildren = (node as? InertChildren)?.inertChildren
        for (index, child) in children.enumerated() {
            let childInert = inert || (inertChildren.map { index < $0.count && $0[index] } ?? false)
            collectNodes(
                child, path: path, inScroll: inScroll || node.isScrollViewport, group: childGroup, inert: childInert)
        }
    }

    /// Records the runs, materials and glass of `items` and returns them without text or symbols.
    mutating func walk(
        _ items: [DisplayList.Item], transform t: CGAffineTransform, clips: [BezierPath], opacity: Double, glass: Int?,
        appearance: ColorScheme?
    ) -> [DisplayList.Item] {
        var out: [DisplayList.Item] = []
        for item in items {
            switch item {
            case .text(let string, let path, let paint, let blend):
                let frame = path.boundingRect.applying(t)
                let index = texts.indices.filter { texts[$0].frame.insetBy(dx: -2, dy: -2).contains(frame.center) }
                    .min {
                        texts[$0].frame.width * texts[$0].frame.height < texts[$1].frame.width * texts[$1].frame.height
                    }
                let info = index.map { texts[$0] }
                if info?.inert == true {
                    // Inert: it stays in the frame the others are read against.
                    out.append(item)
                    continue
                }
                let run = AuditCapture.Run(
                    kind: .text, name: string, treePath: info?.path ?? "Text", frame: frame,
                    coverage: coverage(path, t, clips), color: color(paint, opacity), blend: blend,
                    vibrancyLevel: Self.vibrancyLevel(paint, blend), material: material(under: frame), glass: glass,
                    glassAppearance: appearance, pointSize: info?.size ?? Double(frame.height),
                    weight: info?.weight ?? 400)
                addText(run, node: index, paint: paint)
            case .fill(let path, let paint, let rule, let blend):
                let frame = path.boundingRect.applying(t)
                let symbol = symbols.first { $0.frame.insetBy(dx: -1, dy: -1).contains(frame) }
                if let symbol, symbol.inert {
                    out.append(item)
                } else if let symbol, blend != .destinationOut {
                    addSymbol(symbol, path, rule, t, clips, paint, blend, opacity, glass, appearance)
                } else if let symbol {
                    // An erasing part (the cut-out of a badge, a slash's gap): what it removes
                    // shows the backdrop, not the symbol.
                    let key = Self.symbolKey(symbol, glass, appearance)
                    let mask = coverage(path, t, clips, rule: rule)
                    symbolCuts[key] = symbolCuts[key].map { Self.union($0, mask) } ?? mask
                    out.append(item)
                } else {
                    out.append(item)
                }
            case .backdrop(let effect, let path):
                materials.append((effect.name, path.boundingRect.applying(t)))
                out.append(item)
            case .group(let effects, let children):
                var clips = clips
                if let clip = effects.clip { clips.append(pixels(clip, effects.transform.concatenating(t))) }
                // A mask's shapes are not runs: they stay as they are.
                let inner = walk(
                    children, transform: effects.transform.concatenating(t), clips: clips,
                    opacity: opacity * effects.opacity, glass: glass, appearance: appearance)
                out.append(.group(effects, inner))
            case .glass(var item):
                for index in item.elements.indices {
                    let element = item.elements[index]
                    let frame = element.frame.applying(t)
                    let node = glassNodes.min {
                        Self.distance($0.frame, frame) < Self.distance($1.frame, frame)
                    }
                    let matched = node.map { Self.distance($0.frame, frame) < 1 } ?? false
                    let shape = AuditCapture.GlassShape(
                        frame: frame, coverage: coverage(Path(element.geometry.path), t, clips),
                        variant: item.variant.rawValue, tint: element.tint, isPressed: element.isPressed,
                        group: matched ? node!.group : -(glass ?? 0) - 1000 * (self.glass.count + 1),
                        inScrollContent: matched ? node!.inScroll : false, treePath: matched ? node!.path : "Glass")
                    self.glass.append(shape)
                    let id = self.glass.count - 1
                    // A container's elements are one group.
                    if item.elements.count > 1, index > 0 { self.glass[id].group = self.glass[id - index].group }
                    item.elements[index].contentOverLight = walk(
                        element.contentOverLight, transform: t, clips: clips, opacity: opacity, glass: id,
                        appearance: .light)
                    item.elements[index].contentOverDark = walk(
                        element.contentOverDark, transform: t, clips: clips, opacity: opacity, glass: id,
                        appearance: .dark)
                }
                out.append(.glass(item))
            case .image:
                out.append(item)
            }
        }
        return out
    }

    /// Adds a symbol part to the symbol's run (one run per symbol and appearance).
    mutating func addSymbol(
        _ symbol: SymbolInfo, _ path: Path, _ rule: FillRule, _ t: CGAffineTransform, _ clips: [BezierPath],
        _ paint: Paint, _ blend: BlendOperation, _ opacity: Double, _ glass: Int?, _ appearance: ColorScheme?
    ) {
        let key = Self.symbolKey(symbol, glass, appearance)
        let mask = coverage(path, t, clips, rule: rule)
        if var run = symbolRuns[key] {
            run.coverage = Self.union(run.coverage, mask)
            symbolRuns[key] = run
            return
        }
        symbolOrder.append(key)
        runOrder.append((false, key))
        symbolRuns[key] = AuditCapture.Run(
            kind: .symbol, name: symbol.name, treePath: symbol.path, frame: symbol.frame, coverage: mask,
            color: color(paint, opacity), blend: blend, vibrancyLevel: Self.vibrancyLevel(paint, blend),
            material: material(under: symbol.frame), glass: glass, glassAppearance: appearance, pointSize: symbol.size,
            weight: 400)
    }

    static func symbolKey(_ symbol: SymbolInfo, _ glass: Int?, _ appearance: ColorScheme?) -> String {
        "\(symbol.frame) \(appearance.map { "\($0)" } ?? "-") \(glass ?? -1)"
    }

    /// Adds a word to its text's run: one run per `Text`, paint, glass shape and appearance
    /// (a word that matches no `Text` node is a run of its own).
    mutating func addText(_ run: AuditCapture.Run, node: Int?, paint: Paint) {
        guard let node else {
            let key = "word \(textRuns.count)"
            textRuns[key] = PendingText(run: run, words: [run.name])
            runOrder.append((true, key))
            return
        }
        let key =
            "\(node) \(paint) \(run.blend) \(run.glass ?? -1) \(run.glassAppearance.map { "\($0)" } ?? "-")"
        guard var pending = textRuns[key] else {
            textRuns[key] = PendingText(run: run, words: [run.name])
            runOrder.append((true, key))
            return
        }
        pending.run.coverage = Self.union(pending.run.coverage, run.coverage)
        pending.run.frame = pending.run.frame.union(run.frame)
        pending.words.append(run.name)
        textRuns[key] = pending
    }

    /// Moves the gathered text and symbol runs, in the order they were first drawn, into ``runs``.
    mutating func finishSymbols() {
        for (isText, key) in runOrder {
            if isText {
                guard let pending = textRuns[key] else { continue }
                var run = pending.run
                run.name = pending.words.joined(separator: " ")
                runs.append(run)
            } else {
                guard var run = symbolRuns[key] else { continue }
                if let cut = symbolCuts[key] { run.coverage = Self.subtract(cut, from: run.coverage) }
                runs.append(run)
            }
        }
    }

    /// `mask` with `cut`'s coverage taken away.
    static func subtract(_ cut: CoverageMask, from mask: CoverageMask) -> CoverageMask {
        var out = mask
        for y in 0..<mask.rect.height {
            let cy = y + mask.rect.y - cut.rect.y
            guard cy >= 0, cy < cut.rect.height else { continue }
            for x in 0..<mask.rect.width {
                let cx = x + mask.rect.x - cut.rect.x
                guard cx >= 0, cx < cut.rect.width else { continue }
                let i = y * mask.rect.width + x
                out.values[i] *= 1 - cut.values[cy * cut.rect.width + cx]
            }
        }
        return out
    }

    func material(under frame: CGRect) -> String? {
        materials.last { $0.1.contains(frame.center) }?.0
    }

    func color(_ paint: Paint, _ opacity: Double) -> RGBColor? {
        guard case .color(let c) = paint else { return nil }
        return c.withAlpha(c.alpha * opacity)
    }

    func pixels(_ path: Path, _ t: CGAffineTransform) -> BezierPath {
        DisplayListRenderer.pixels(path, t.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    }

    func coverage(_ path: Path, _ t: CGAffineTransform, _ clips: [BezierPath], rule: FillRule = .nonZero)
        -> CoverageMask
    {
        let px = pixels(path, t)
        let box = px.controlPointBounds
        guard box.minX.isFinite, box.maxX.isFinite else {
            return CoverageMask(rect: PixelRect(x: 0, y: 0, width: 0, height: 0))
        }
        let rect = PixelRect(
            x: Int(box.minX.rounded(.down)) - 1, y: Int(box.minY.rounded(.down)) - 1,
            width: Int((box.maxX - box.minX).rounded(.up)) + 3, height: Int((box.maxY - box.minY).rounded(.up)) + 3
        ).intersection(bounds)
        var mask = PathRasterizer.coverage(of: px, rule: rule, clip: rect)
        for clip in clips {
            // The clip's mask covers only where the clip meets `mask.rect`, so read it by
            // canvas pixel (0 outside it), not by index.
            let c = PathRasterizer.coverage(of: clip, clip: mask.rect)
            for y in 0..<mask.rect.height {
                for x in 0..<mask.rect.width {
                    mask.values[y * mask.rect.width + x] *= c[x + mask.rect.x, y + mask.rect.y]
                }
            }
        }
        return mask
    }

    /// The pointwise maximum of two masks, over the union of their rectangles.
    static func union(_ a: CoverageMask, _ b: CoverageMask) -> CoverageMask {
        if a.rect.isEmpty { return b }
        if b.rect.isEmpty { return a }
        let x0 = min(a.rect.x, b.rect.x), y0 = min(a.rect.y, b.rect.y)
        let x1 = max(a.rect.x + a.rect.width, b.rect.x + b.rect.width)
        let y1 = max(a.rect.y + a.rect.height, b.rect.y + b.rect.height)
        // Empty to start with: `CoverageMask(rect:)` alone is fully covered.
        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        var out = CoverageMask(rect: rect, values: [Float](repeating: 0, count: rect.width * rect.height))
        for m in [a, b] {
            for y in 0..<m.rect.height {
                for x in 0..<m.rect.width {
                    let i = (y + m.rect.y - y0) * out.rect.width + x + m.rect.x - x0
                    out.values[i] = max(out.values[i], m.values[y * m.rect.width + x])
                }
            }
        }
        return out
    }

    /// The label level a vibrant paint stands for (``Vibrancy``'s tables), or nil.
    static func vibrancyLevel(_ paint: Paint, _ blend: BlendOperation) -> Int? {
        guard case .color(let c) = paint else { return nil }
        let table: [Double]
        switch blend {
        case .plusLighter: table = Vibrancy.darkLabels
        case .multiply: table = Vibrancy.lightLabels
        default: return nil
        }
        return table.firstIndex { abs($0 - c.red) < 1e-6 && abs($0 - c.green) < 1e-6 && abs($0 - c.blue) < 1e-6 }
    }

    static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        abs(a.minX - b.minX) + abs(a.minY - b.minY) + abs(a.width - b.width) + abs(a.height - b.height)
    }

    /// `items` without any glass.
    static func withoutGlass(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
        items.compactMap { item in
            switch item {
            case .glass: return nil
            case .group(let e, let children): return .group(e, withoutGlass(children))
            default: return item
            }
        }
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
