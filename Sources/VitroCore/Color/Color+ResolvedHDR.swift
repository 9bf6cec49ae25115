import Foundation

extension Color {
    /// A resolved color with the headroom it may reach above SDR white, as SwiftUI's
    /// `Color.ResolvedHDR` (iOS 26). Vitro renders SDR images, where the headroom is kept but
    /// draws nothing brighter than white.
    public struct ResolvedHDR: Hashable, Sendable {
        /// The color's components.
        var resolved: Color.Resolved
        /// How far above SDR white the color may go, as a multiple of it (1 for SDR).
        public var headroom: Float

        /// `color` allowed up to `headroom` times SDR white (nil: 1).
        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            resolved = color
            let h = headroom ?? 1
            self.headroom = h.isFinite ? max(1, h) : 1
        }

        /// The red component, gamma-encoded sRGB (extended range).
        public var red: Float { resolved.red }
        /// The green component, gamma-encoded sRGB (extended range).
        public var green: Float { resolved.green }
        /// The blue component, gamma-encoded sRGB (extended range).
        public var blue: Float { resolved.blue }
        /// The red component, linear sRGB (extended range).
        public var linearRed: Float { resolved.linearRed }
        /// The green component, linear sRGB (extended range).
        public var linearGreen: Float { resolved.linearGreen }
        /// The blue component, linear sRGB (extended range).
        public var linearBlue: Float { resolved.linearBlue }
        /// The opacity.
        public var opacity: Float { resolved.opacity }
    }

    /// This color resolved in `environment` with a headroom of 1 (SDR), as SwiftUI's
    /// `resolveHDR(in:)`.
    public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
        ResolvedHDR(resolve(in: environment))
    }

    /// This color allowed `headroom` times SDR white (recorded: Vitro renders SDR images, where
    /// no color is brighter than white), as SwiftUI's `headroom(_:)`.
    public func headroom(_ headroom: Double?) -> Color { self }

    /// This color brightened (or darkened) by `stops` photographic stops: its linear components
    /// times 2^stops, as SwiftUI's `exposureAdjust(_:)` (clamped to white in an SDR image; an
    /// adaptive color is taken in the default, light environment first).
    public func exposureAdjust(_ stops: Double) -> Color {
        let factor = Float(stops.isFinite ? pow(2, stops) : 1)
        var r = resolve(in: EnvironmentValues())
        r.linearRed = min(1, r.linearRed * factor)
        r.linearGreen = min(1, r.linearGreen * factor)
        r.linearBlue = min(1, r.linearBlue * factor)
        return Color(r)
    }
}
