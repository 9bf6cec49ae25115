import Foundation

extension AngularGradient {
    /// An angular gradient of `stops` around `center`, from `startAngle` to `endAngle`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient of `stops` once around `center`, starting at `angle`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension EllipticalGradient {
    /// An elliptical gradient of `stops` from `center`, its radii fractions of the shape's
    /// size (the ellipse fits the shape at 0.5).
    public nonisolated init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
