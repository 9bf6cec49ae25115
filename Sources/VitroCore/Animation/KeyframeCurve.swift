import Foundation

/// A track's keyframes laid out in time, with every segment's start value and velocities
/// resolved, so evaluating at a time is one segment's closed form.
struct KeyframeCurve<Data: VectorArithmetic> {
    struct Piece {
        var start: TimeInterval
        var length: TimeInterval
        var from: Data
        /// Where the segment ends.
        var to: Data
        /// Where a spring pulls (for the other shapes, `to`).
        var target: Data
        var startVelocity: Data
        var endVelocity: Data
        var shape: Shape
    }

    enum Shape {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic
        case move
    }

    var initial: Data
    var pieces: [Piece]
    var duration: TimeInterval { pieces.last.map { $0.start + $0.length } ?? 0 }

    /// Lays out `segments` starting from `initial`.
    ///
    /// Velocities follow SwiftUI's documented rules: adjacent cubic keyframes form a Catmull-Rom
    /// spline (the velocity at a keyframe is the difference of its neighbors over their time
    /// apart); a cubic keyframe after another kind starts with that segment's end velocity, and
    /// before another kind ends with that segment's start velocity; a spring with no start
    /// velocity takes the previous segment's end velocity. Where the documentation is silent,
    /// Vitro chooses rest: the track starts and ends with velocity zero unless told otherwise.
    @MainActor
    package init<V: Animatable>(initial: Data, segments: [KeyframeSegment<V>]) where V.AnimatableData == Data {
        self.initial = initial
        var times: [TimeInterval] = [0]
        var knots: [Data] = [initial]
        for s in segments {
            times.append(times.last! + s.length)
            knots.append(s.to.animatableData)
        }
        /// The Catmull-Rom velocity at knot k (between segment k − 1 and segment k).
        func catmullRom(_ k: Int) -> Data {
            guard k > 0, k < knots.count - 1 else { return .zero }
            let span = times[k + 1] - times[k - 1]
            return span > 0 ? (knots[k + 1] - knots[k - 1]).scaled(by: 1 / span) : .zero
        }
        var pieces: [Piece] = []
        var value = initial
        var velocity = Data.zero
        for (i, s) in segments.enumerated() {
            let length = s.length
            let to = s.to.animatableData
            var piece = Piece(
                start: times[i], length: length, from: value, to: to, target: to, startVelocity: velocity,
                endVelocity: .zero,
                shape: .move)
            switch s.kind {
            case .move:
                piece.startVelocity = .zero
                piece.from = to
            case let .linear(curve):
                let slope = length > 0 ? (to - value).scaled(by: 1 / length) : .zero
                piece.shape = .linear(curve)
                piece.startVelocity = slope.scaled(by: curve.velocity(at: 0))
                piece.endVelocity = slope.scaled(by: curve.velocity(at: 1))
            case let .spring(spring, start):
                piece.shape = .spring(spring)
                piece.startVelocity = start?.animatableData ?? velocity
                var v = piece.startVelocity
                var x = value
                spring.update(value: &x, velocity: &v, target: to, deltaTime: length)
                piece.to = x
                piece.endVelocity = v
            case let .cubic(start, end):
                piece.shape = .cubic
                if let start {
                    piece.startVelocity = start.animatableData
                } else if i > 0, case .cubic = segments[i - 1].kind {
                    piece.startVelocity = catmullRom(i)
                } else {
                    piece.startVelocity = i == 0 ? .zero : velocity
                }
                if let end {
                    piece.endVelocity = end.animatableData
                } else if i + 1 < segments.count {
                    let next = segments[i + 1]
                    switch next.kind {
                    case .cubic: piece.endVelocity = catmullRom(i + 1)
                    case let .linear(curve):
                        let nextLength = next.length
                        piece.endVelocity =
                            nextLength > 0
                            ? (next.to.animatableData - to).scaled(by: curve.velocity(at: 0) / nextLength) : .zero
                    case let .spring(_, start): piece.endVelocity = start?.animatableData ?? catmullRom(i + 1)
                    case .move: piece.endVelocity = .zero
                    }
                }
            }
            pieces.append(piece)
            value = piece.to
            velocity = piece.endVelocity
        }
        self.pieces = pieces
    }

    /// The value `time` seconds into the track: the initial value before it, the last value after.
    func value(at time: TimeInterval) -> Data {
        guard time.isFinite else { return pieces.last?.to ?? initial }
        guard let index = pieces.lastIndex(where: { $0.start <= time }) else { return initial }
        let p = pieces[index]
        if time >= p.start + p.length { return p.to }
        let t = time - p.start
        let s = p.length > 0 ? t / p.length : 1
        switch p.shape {
        case .move: return p.to
        case let .linear(curve): return p.from.interpolated(towards: p.to, amount: curve.value(at: s))
        case let .spring(spring):
            var x = p.from
            var v = p.startVelocity
            spring.update(value: &x, velocity: &v, target: p.target, deltaTime: t)
            return x
        case .cubic:
            // Cubic Hermite basis over the segment, velocities scaled by its length.
            let s2 = s * s
            let s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1
            let h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2
            let h11 = s3 - s2
            return p.from.scaled(by: h00) + p.startVelocity.scaled(by: h10 * p.length) + p.to.scaled(by: h01)
                + p.endVelocity.scaled(by: h11 * p.length)
        }
    }
}
