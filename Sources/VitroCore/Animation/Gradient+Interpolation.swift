import Foundation

extension Gradient {
    /// The gradient `fraction` of the way to `other`, with colors resolved in `environment` and
    /// mixed in linear light (premultiplied), for the host to draw between two states.
    ///
    /// Gradients with the same number of stops pair them in order, moving each stop's location
    /// too. Otherwise both are sampled at every location either one has (each gradient's color
    /// between its own stops is mixed the same way), so a stop can appear or disappear smoothly.
    package func interpolated(to other: Gradient, fraction: Double, in environment: EnvironmentValues) -> Gradient {
        let a = stops.map { (Double($0.location), $0.color.resolve(in: environment)) }
        let b = other.stops.map { (Double($0.location), $0.color.resolve(in: environment)) }
        guard !a.isEmpty, !b.isEmpty else { return fraction < 0.5 ? self : other }
        if a.count == b.count {
            return Gradient(
                stops: zip(a, b).map { s, t in
                    Stop(
                        color: Color(s.1.mixed(with: t.1, by: fraction)),
                        location: CGFloat(s.0 + (t.0 - s.0) * fraction))
                })
        }
        let locations = Set(a.map(\.0) + b.map(\.0)).sorted()
        return Gradient(
            stops: locations.map { location in
                let s = Self.sample(a, at: location)
                let t = Self.sample(b, at: location)
                return Stop(color: Color(s.mixed(with: t, by: fraction)), location: CGFloat(location))
            })
    }

    /// The color of sorted-by-location `stops` at `location`: the nearest end color outside
    /// them, the linear-light mix of the two neighbors between.
    static func sample(_ stops: [(Double, Color.Resolved)], at location: Double) -> Color.Resolved {
        let sorted = stops.sorted { $0.0 < $1.0 }
        guard let first = sorted.first, let last = sorted.last else { return Color.Resolved(red: 0, green: 0, blue: 0) }
        if location <= first.0 { return first.1 }
        if location >= last.0 { return last.1 }
        let upper = sorted.firstIndex { $0.0 >= location }!
        let (l0, c0) = sorted[upper - 1]
        let (l1, c1) = sorted[upper]
        return l1 > l0 ? c0.mixed(with: c1, by: (location - l0) / (l1 - l0)) : c1
    }
}
