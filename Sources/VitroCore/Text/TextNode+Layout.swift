import Foundation
import VitroGeometry
import VitroRaster

extension TextNode {
    /// A line as `Text.Layout` gives it to a renderer: each word a run, each glyph's outline and
    /// extent in the text view's coordinates (`frame`'s origin at zero).
    func layoutLine(_ line: Line, x0: CGFloat, baseline: CGFloat, y: CGFloat, in frame: CGRect) -> Text.Layout.Line {
        var runs: [Text.Layout.Run] = []
        for (p, x) in line.pieces where !p.isSpace && !p.isBreak && !p.text.isEmpty {
            let text = TextLine(p.text, face: p.face, size: p.size, tracking: p.tracking, widthScale: p.widthScale)
            let lift = p.run.baselineOffset + environment.textBaselineOffset
            let origin = CGPoint(x: x0 + x - frame.minX, y: baseline - lift - frame.minY)
            var glyphs: [Text.Layout.Glyph] = []
            for (k, g) in text.glyphs.enumerated() {
                let s = p.size / g.face.unitsPerEm
                let t = Transform2D.scale(x: s * text.widthScale, y: s).translated(x: origin.x + g.x, y: origin.y)
                let advance = (k + 1 < text.glyphs.count ? text.glyphs[k + 1].x : text.width) - g.x
                glyphs.append(
                    Text.Layout.Glyph(
                        path: Path(g.face.glyph(g.index).path.applying(t)),
                        bounds: .init(
                            origin: CGPoint(x: origin.x + g.x, y: origin.y), width: advance, ascent: text.ascent,
                            descent: text.descent, leading: 0),
                        character: Text.Layout.CharacterIndex(p.offset + k)))
            }
            // The paint in the view's coordinates, as the context draws in them.
            let rect = CGRect(x: x0 + x - frame.minX, y: y - frame.minY, width: p.width, height: line.height)
            let (paint, blend) = self.paint(for: p.run, in: rect)
            runs.append(
                Text.Layout.Run(
                    glyphs: glyphs, paint: paint, blend: blend, attributes: p.run.attributes.mapValues(\.value),
                    layoutDirection: environment.layoutDirection))
        }
        let bounds = Text.Layout.TypographicBounds(
            origin: CGPoint(x: x0 - frame.minX, y: baseline - frame.minY), width: line.width, ascent: line.ascent,
            descent: line.descent, leading: max(0, line.height - line.ascent - line.descent))
        return Text.Layout.Line(runs: runs, origin: bounds.origin, typographicBounds: bounds)
    }

    /// What `renderer` draws for the laid-out lines, in a context whose coordinates are the text
    /// view's.
    func rendered(_ lines: [Text.Layout.Line], lines laidOut: [Line], by renderer: any TextRenderer, in frame: CGRect)
        -> [DisplayList.Item]
    {
        // Truncated when the layout ends a line with an ellipsis the text itself does not have.
        let plain = runs.map(\.string).joined()
        let truncated =
            !plain.contains("…") && laidOut.contains { $0.pieces.last.map { $0.piece.text.hasSuffix("…") } ?? false }
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, environment: environment)
        context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        renderer.draw(layout: Text.Layout(lines: lines, isTruncated: truncated), in: &context)
        return recorder.items
    }
}
