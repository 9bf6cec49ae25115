import Foundation
import VitroRaster

extension TextNode {
    /// A piece's underline and strikethrough: a line `size / 17` thick (at least half a point),
    /// under the baseline or through the x-height, in the line style's pattern and color.
    func decorationItems(
        _ p: Piece, x: CGFloat, baseline: CGFloat, ascent: CGFloat, paint: Paint, blend: BlendOperation
    ) -> [DisplayList.Item] {
        let underline = p.run.underline || environment.underline
        let strike = p.run.strikethrough || environment.strikethrough
        guard underline || strike else { return [] }
        let thickness = max(p.size / 17, 0.5)
        var out: [DisplayList.Item] = []
        func line(_ y: CGFloat, _ style: Text.LineStyle?) {
            let fill = style?.color.map { Paint.color($0.rgbColor(in: environment)) } ?? paint
            var path = Path()
            for segment in Self.dashes(style?.pattern ?? .solid, from: x, width: p.width, unit: thickness) {
                path.addRect(
                    CGRect(
                        x: segment.lowerBound, y: y, width: segment.upperBound - segment.lowerBound, height: thickness))
            }
            out.append(.fill(path, fill, .nonZero, blend))
        }
        if underline { line(baseline + thickness * 1.5, p.run.underlineLine ?? environment.underlineLine) }
        if strike { line(baseline - ascent * 0.3, p.run.strikethroughLine ?? environment.strikethroughLine) }
        return out
    }

    /// The drawn stretches of a line `width` long from `x` in `pattern`; lengths in units of the
    /// line's thickness (dots one long, dashes four, gaps two).
    static func dashes(_ pattern: Text.LineStyle.Pattern, from x: CGFloat, width: CGFloat, unit: CGFloat)
        -> [ClosedRange<CGFloat>]
    {
        let cycle: [CGFloat]
        switch pattern {
        case .solid: return width > 0 ? [x...(x + width)] : []
        case .dot: cycle = [1, 2]
        case .dash: cycle = [4, 2]
        case .dashDot: cycle = [4, 2, 1, 2]
        case .dashDotDot: cycle = [4, 2, 1, 2, 1, 2]
        }
        var out: [ClosedRange<CGFloat>] = []
        var at = x
        var i = 0
        // At most 10,000 dashes: a line longer than that many units is drawn solid beyond.
        while at < x + width, out.count < 10_000 {
            let length = cycle[i % cycle.count] * unit
            if i % 2 == 0 { out.append(at...min(x + width, at + length)) }
            at += length
            i += 1
        }
        if at < x + width { out.append(at...(x + width)) }
        return out
    }
}

private struct UnderlineLineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct StrikethroughLineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// The pattern and color of `View.underline(_:pattern:color:)`.
    var underlineLine: Text.LineStyle? {
        get { self[UnderlineLineKey.self] }
        set { self[UnderlineLineKey.self] = newValue }
    }
    /// The pattern and color of `View.strikethrough(_:pattern:color:)`.
    var strikethroughLine: Text.LineStyle? {
        get { self[StrikethroughLineKey.self] }
        set { self[StrikethroughLineKey.self] = newValue }
    }
}
