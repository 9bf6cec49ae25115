import Foundation
import VitroGeometry

/// Trimming and dashing by length along the path, as Core Graphics measures it: the path is
/// followed subpath by subpath, a closed subpath including its closing segment, and curves are
/// measured by their length (flattened to within a ten-thousandth of a point).
extension Path {
    /// Curves are followed this closely (points) when measuring lengths.
    static let measureTolerance = 1e-4

    /// The subpaths as polylines, a closed one ending where it began.
    var measuredSubpaths: [(points: [Point2D], closed: Bool)] {
        guard storage.isFinite else { return [] }
        return storage.flattenedSubpaths(tolerance: Self.measureTolerance).map { sub in
            var pts = sub.points
            if sub.closed, let first = pts.first, pts.last != first { pts.append(first) }
            return (pts, sub.closed)
        }
    }

    /// The path's length in points, curves included.
    var length: CGFloat {
        measuredSubpaths.reduce(0) { $0 + Self.polylineLength($1.points) }
    }

    static func polylineLength(_ p: [Point2D]) -> Double {
        zip(p, p.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }

    /// The part of a polyline from `start` to `end` (lengths from its first point).
    static func slice(_ p: [Point2D], from start: Double, to end: Double) -> [Point2D] {
        var out: [Point2D] = []
        var pos = 0.0
        for (a, b) in zip(p, p.dropFirst()) {
            let l = (b - a).length
            defer { pos += l }
            guard l > 0, pos + l >= start, pos <= end else { continue }
            let t0 = max(0, (start - pos) / l)
            let t1 = min(1, (end - pos) / l)
            let p0 = a + (b - a) * t0
            if out.isEmpty { out.append(p0) }
            out.append(a + (b - a) * t1)
        }
        return out
    }

    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: both are clamped to 0…1, and `from ≥ to` leaves nothing.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let a = min(max(from, 0), 1)
        let b = min(max(to, 0), 1)
        if a <= 0 && b >= 1 { return self }
        guard a < b else { return Path() }
        let subs = measuredSubpaths
        let total = subs.reduce(0) { $0 + Self.polylineLength($1.points) }
        guard total > 0 else { return Path() }
        let start = a * total
        let end = b * total
        var out = BezierPath()
        var pos = 0.0
        for sub in subs {
            let l = Self.polylineLength(sub.points)
            defer { pos += l }
            guard pos + l > start, pos < end else { continue }
            let piece = Self.slice(sub.points, from: start - pos, to: end - pos)
            guard let first = piece.first else { continue }
            out.move(to: first)
            for p in piece.dropFirst() { out.addLine(to: p) }
        }
        return Path(out)
    }

    /// The dashes of `style` along the path, each an open subpath: the pattern restarts at each
    /// subpath, shifted by the dash phase, as Core Graphics dashes. The path is returned whole
    /// when the pattern draws nothing sensible (empty, negative, not finite, or so fine that a
    /// path would need more than 100,000 dashes).
    func dashed(_ dash: [CGFloat], phase: CGFloat) -> Path {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return self }
        // An odd pattern repeats once more, so that its dashes and gaps alternate.
        let pattern = dash.count % 2 == 0 ? dash : dash + dash
        let period = pattern.reduce(0, +)
        guard period > 0 else { return self }
        let subs = measuredSubpaths
        let longest = subs.map { Self.polylineLength($0.points) }.max() ?? 0
        guard longest / period * Double(pattern.count) < 100_000 else { return self }
        var out = BezierPath()
        for sub in subs {
            let l = Self.polylineLength(sub.points)
            // Where along the pattern the subpath begins.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var i = 0
            while offset >= pattern[i] {
                offset -= pattern[i]
                i = (i + 1) % pattern.count
            }
            var pos = -offset
            while pos < l {
                let runEnd = pos + pattern[i]
                if i % 2 == 0, runEnd > 0 {
                    let piece = Self.slice(sub.points, from: max(0, pos), to: min(l, runEnd))
                    if let first = piece.first {
                        out.move(to: first)
                        for p in piece.dropFirst() { out.addLine(to: p) }
                        // A zero-length dash still draws its caps.
                        if piece.count == 1 { out.addLine(to: first) }
                    }
                }
                pos = runEnd
                i = (i + 1) % pattern.count
            }
        }
        return Path(out)
    }

    /// The outline of the path stroked with `style`, dashes included, as SwiftUI's
    /// `strokedPath(_:)`: filling it draws the stroke.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(Stroker.outline(of: dashed(style.dash, phase: style.dashPhase).storage, style.parameters))
    }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length, as SwiftUI's
    /// `trim(from:to:)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape trimmed to part of its outline, as SwiftUI's `_TrimmedShape`.
public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: S
    /// Where the drawn part starts, as a fraction of the outline's length (0…1).
    public var startFraction: CGFloat
    /// Where the drawn part ends, as a fraction of the outline's length (0…1).
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
