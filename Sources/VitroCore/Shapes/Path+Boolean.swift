import Foundation

// Boolean operations on paths, as SwiftUI's (iOS 17). Computed on the flattened outlines by
// `PathClipper`: the results are polygons within a twentieth of a point of the exact curves,
// with no self-intersections, so that either fill rule fills them the same.

extension Path {
    /// A new path with the filled regions of this path or `other`.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.combine(self, other, evenOdd: eoFill) { $0 || $1 }
    }

    /// A new path with the filled regions common to this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.combine(self, other, evenOdd: eoFill) { $0 && $1 }
    }

    /// A new path with the filled regions of this path that are not in `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.combine(self, other, evenOdd: eoFill) { $0 && !$1 }
    }

    /// A new path with the filled regions in this path or `other`, but not in both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.combine(self, other, evenOdd: eoFill) { $0 != $1 }
    }

    /// The line of this path where it overlaps the filled region of `other`. Clipped subpaths
    /// become open; closed subpaths wholly inside stay closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.clipLines(self, by: other, evenOdd: eoFill, keepInside: true)
    }

    /// The line of this path where it does not overlap the filled region of `other`.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathClipper.clipLines(self, by: other, evenOdd: eoFill, keepInside: false)
    }

    /// A weakly-simple copy of this path: no self-intersections, filled the same by either rule.
    public func normalized(eoFill: Bool = true) -> Path {
        PathClipper.combine(self, Path(), evenOdd: eoFill) { a, _ in a }
    }

    /// Whether `point` is inside the path's filled region, by the even-odd rule if `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let w = PathClipper.winding(PathClipper.polygons(self), at: point.point2D)
        return PathClipper.inside(w, evenOdd: eoFill)
    }
}
