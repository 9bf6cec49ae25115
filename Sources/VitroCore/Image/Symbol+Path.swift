import Foundation
import VitroGeometry
import VitroSymbols

extension Symbol {
    /// Every part's outline in `rect`, in drawing order, its strokes as heavy as `weight` makes them.
    func paths(in rect: CGRect, weight: Int) -> [(path: Path, part: Part)] {
        let t = transform(in: rect)
        let s = Symbol.strokeWidth(weight: weight)
        return parts.map { (Path($0.outline(stroke: s).applying(t)), $0) }
    }

    /// The outline of the drawing parts together (the erasing parts left out), in `rect`.
    func path(in rect: CGRect, weight: Int) -> Path {
        var p = Path()
        for (path, part) in paths(in: rect, weight: weight) where !part.erases && !part.layeredOnly { p.addPath(path) }
        return p
    }
}
