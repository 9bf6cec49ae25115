import Foundation

/// Whether scroll views inside a view clip their content to their bounds.
struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// Where scroll views inside a view rest: which point of their content lines up with the same
/// point of their visible region (nil: the top leading corner).
struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// Whether scroll views draw their content past their bounds.
    package var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The anchor scroll views rest at, as `defaultScrollAnchor(_:)` sets it.
    package var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Lets scroll views in this view draw their content past their bounds (a shadow, a card
    /// peeking in from the side), as SwiftUI's `scrollClipDisabled(_:)`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environmentChange { $0.isScrollClipDisabled = disabled }
    }

    /// Rests scroll views in this view at `anchor` of their content, as SwiftUI's
    /// `defaultScrollAnchor(_:)`: `.bottom` shows the end of a long content (a chat's last
    /// message) and lays a short content against the bottom edge. Anchors are taken to the
    /// nearest of the nine standard points (leading, center, trailing by top, center, bottom).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentChange { $0.defaultScrollAnchor = anchor }
    }
}

extension UnitPoint {
    /// The standard alignment nearest this point (an alignment has no fractional guides).
    var nearestAlignment: Alignment {
        func step(_ v: CGFloat) -> Int { v.isFinite ? (v < 1.0 / 3 ? 0 : v > 2.0 / 3 ? 2 : 1) : 0 }
        let h: [HorizontalAlignment] = [.leading, .center, .trailing]
        let v: [VerticalAlignment] = [.top, .center, .bottom]
        return Alignment(horizontal: h[step(x)], vertical: v[step(y)])
    }
}
