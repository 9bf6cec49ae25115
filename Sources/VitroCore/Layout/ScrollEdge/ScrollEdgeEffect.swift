import Foundation
import VitroColor

/// How scrolling content fades under pinned bars, as SwiftUI's `ScrollEdgeEffectStyle`.
///
/// `.soft` blurs and fades the content progressively toward the bar; `.hard` is a nearly opaque
/// band with a defined, straight boundary; `.automatic` draws the soft style, iOS's default.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, soft, hard }
    let kind: Kind
    /// The platform's scroll edge effect for the context.
    public static let automatic = ScrollEdgeEffectStyle(kind: .automatic)
    /// A soft edge effect: content fades and blurs under the bar.
    public static let soft = ScrollEdgeEffectStyle(kind: .soft)
    /// A hard edge effect: an opaque band separates content from the bar.
    public static let hard = ScrollEdgeEffectStyle(kind: .hard)
}

/// The scroll edge effect settings of a part of the tree: a style per edge (nil: automatic) and
/// the edges whose effect is hidden.
package struct ScrollEdgeEffectSettings: Hashable, Sendable {
    var top: ScrollEdgeEffectStyle.Kind?
    var bottom: ScrollEdgeEffectStyle.Kind?
    var hidden: Edge.Set = []

    /// `other`'s choices over these.
    package func merged(over other: ScrollEdgeEffectSettings) -> ScrollEdgeEffectSettings {
        ScrollEdgeEffectSettings(
            top: other.top ?? top, bottom: other.bottom ?? bottom, hidden: hidden.union(other.hidden))
    }
}

struct ScrollEdgeEffectSettingsKey: EnvironmentKey { static let defaultValue = ScrollEdgeEffectSettings() }

/// The settings set inside a bar's content (the modifiers sit on the scroll view, under the bar
/// that draws the effect), read by the bar.
package struct ScrollEdgeEffectPreferenceKey: PreferenceKey {
    package static let defaultValue = ScrollEdgeEffectSettings()
    package static func reduce(value: inout ScrollEdgeEffectSettings, nextValue: () -> ScrollEdgeEffectSettings) {
        value = value.merged(over: nextValue())
    }
}

/// How far the first scroll view of a bar's content is scrolled (points; zero at rest).
package struct ScrollOffsetKey: PreferenceKey {
    package static let defaultValue: CGPoint? = nil
    package static func reduce(value: inout CGPoint?, nextValue: () -> CGPoint?) { value = value ?? nextValue() }
}

/// The host's last scroll of the first scroll view of a bar's content (points; positive y moves
/// the content up; nil before any), for a tab bar minimizing on the scroll's direction.
package struct LastScrollKey: PreferenceKey {
    package static let defaultValue: CGPoint? = nil
    package static func reduce(value: inout CGPoint?, nextValue: () -> CGPoint?) { value = value ?? nextValue() }
}

extension EnvironmentValues {
    package var scrollEdgeEffectSettings: ScrollEdgeEffectSettings {
        get { self[ScrollEdgeEffectSettingsKey.self] }
        set { self[ScrollEdgeEffectSettingsKey.self] = newValue }
    }
}

extension View {
    /// Sets the scroll edge effect style of scroll views in this view on `edges` (nil: the
    /// automatic style).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        var settings = ScrollEdgeEffectSettings()
        if edges.contains(.top) { settings.top = style?.kind ?? .automatic }
        if edges.contains(.bottom) { settings.bottom = style?.kind ?? .automatic }
        return environmentChange { $0.scrollEdgeEffectSettings = $0.scrollEdgeEffectSettings.merged(over: settings) }
            .preference(key: ScrollEdgeEffectPreferenceKey.self, value: settings)
    }

    /// Hides the scroll edge effects of scroll views in this view on `edges`.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        let settings = ScrollEdgeEffectSettings(hidden: hidden ? edges : [])
        return environmentChange { $0.scrollEdgeEffectSettings = $0.scrollEdgeEffectSettings.merged(over: settings) }
            .preference(key: ScrollEdgeEffectPreferenceKey.self, value: settings)
    }
}

/// What a bar draws between scrolled content and itself.
///
/// iOS 26 (docs/reference/seeds.md#adopting-liquid-glass): bars have no material of their own; at
/// rest nothing is drawn, and once content scrolls under the bar the scroll edge effect separates
/// them, soft or hard. The iOS 13–18 palette (`paletteEdition = .iOS13`) draws the older bar
/// instead (docs/reference/seeds.md#component-materials): the regular material at rest, the opaque
/// system background when scrolled.
package enum ScrollEdgeEffect: Hashable, Sendable {
    case none
    case soft
    case hard
    case material
    case solid

    /// The top bar's effect for content scrolled by `offset` (nil: no scroll view).
    static func top(
        offset: CGPoint?, settings: ScrollEdgeEffectSettings, edition: PaletteEdition
    ) -> ScrollEdgeEffect {
        let scrolled = (offset?.y ?? 0) > 0.5
        if edition == .iOS13 { return scrolled ? .solid : .material }
        guard scrolled, !settings.hidden.contains(.top) else { return .none }
        switch settings.top ?? .automatic {
        case .soft, .automatic: return .soft
        case .hard: return .hard
        }
    }

    /// How far past the bar a soft effect fades out (points).
    static let softFade: CGFloat = 24
    /// The soft effect's blur (points, σ) and background wash (opacity): by eye against iOS 26's
    /// bars, content under the title is a soft hint and legible again just below the bar.
    static let softBlur: CGFloat = 8
    static let softWash: Double = 0.75
    /// The opacity of the hard effect's band: "nearly opaque".
    static let hardOpacity: Double = 0.94
}

/// Draws a scroll edge effect over `height` points of bar at the top or bottom `edge`: at the
/// top, `height` is measured inside the safe area and the effect also covers the safe area
/// above; at the bottom, `height` is measured from the screen's bottom edge (a floating tab
/// bar's), or inside the safe area when `insideSafeArea` (a bottom toolbar's).
package struct ScrollEdgeEffectView: View {
    package let effect: ScrollEdgeEffect
    let height: CGFloat
    var edge: VerticalEdge = .top
    var insideSafeArea = false

    package init(effect: ScrollEdgeEffect, height: CGFloat, edge: VerticalEdge = .top, insideSafeArea: Bool = false) {
        (self.effect, self.height, self.edge, self.insideSafeArea) = (effect, height, edge, insideSafeArea)
    }

    package var body: some View {
        Group {
            switch effect {
            case .none:
                EmptyView()
            case .soft:
                // A blur and a wash of the background, strongest at the screen's edge, fading out
                // just past the bar.
                placed(
                    Rectangle()
                        .fill(
                            Material.custom(
                                blur: ScrollEdgeEffect.softBlur, saturation: 1,
                                tint: Color(semantic: .systemBackground).opacity(ScrollEdgeEffect.softWash))
                        )
                        .mask {
                            LinearGradient(
                                stops: [
                                    .init(color: .black, location: 0), .init(color: .black, location: 0.5),
                                    .init(color: .clear, location: 1),
                                ], startPoint: edge == .top ? .top : .bottom,
                                endPoint: edge == .top ? .bottom : .top)
                        },
                    height: height + ScrollEdgeEffect.softFade)
            case .hard:
                placed(Color(semantic: .systemBackground).opacity(ScrollEdgeEffect.hardOpacity), height: height)
                    .overlay(alignment: edge == .top ? .bottom : .top) { separator }
            case .material:
                placed(Rectangle().fill(Material.regular), height: height)
            case .solid:
                placed(Color(semantic: .systemBackground), height: height)
                    .overlay(alignment: edge == .top ? .bottom : .top) { separator }
            }
        }
        .frame(maxWidth: .infinity, alignment: edge == .top ? .top : .bottom)
    }

    /// The boundary line of an opaque band, on its side toward the content.
    var separator: some View { Rectangle().fill(Color(semantic: .separator)).frame(height: 0.5) }

    /// `band` placed at its edge, `height` tall: at the top `ignoresSafeArea` comes before the
    /// frame, so the band reaches up under the status bar; at the bottom the band hangs from the
    /// screen's bottom edge, under the home indicator.
    func placed(_ band: some View, height: CGFloat) -> AnyView {
        if edge == .top { return AnyView(band.ignoresSafeArea(edges: .top).frame(height: height)) }
        if insideSafeArea { return AnyView(band.ignoresSafeArea(edges: .bottom).frame(height: height)) }
        return AnyView(
            band.frame(height: height).frame(maxHeight: .infinity, alignment: .bottom).ignoresSafeArea(edges: .bottom))
    }
}

extension ScrollEdgeEffectView {
    /// The effect a navigation bar draws over `content`, whose environment is `environment`.
    @MainActor
    package init(top content: [LayoutNode], environment: EnvironmentValues, height: CGFloat) {
        let settings = environment.scrollEdgeEffectSettings.merged(
            over: PreferenceCollector.value(ScrollEdgeEffectPreferenceKey.self, in: content))
        self.init(
            effect: .top(
                offset: PreferenceCollector.value(ScrollOffsetKey.self, in: content), settings: settings,
                edition: environment.paletteEdition),
            height: height)
    }
}

/// How far a scroll view reaches up under the bar above it, so that scrolled content passes
/// beneath the bar (where the scroll edge effect shows it) instead of being cut at the bar's
/// edge. The scroll view makes the box and offers it as a preference; the navigation bar over it
/// sets `bar`, its height (points), before layout.
package final class ScrollUnderBarBox: @unchecked Sendable {
    package var bar: CGFloat = 0
    /// How far the scroll view reached up in its last placement (points).
    var extent: CGFloat = 0
}

package struct ScrollUnderBarKey: PreferenceKey {
    package static let defaultValue: ScrollUnderBarBox? = nil
    package static func reduce(value: inout ScrollUnderBarBox?, nextValue: () -> ScrollUnderBarBox?) {
        value = value ?? nextValue()
    }
}

/// Places a scroll view's clip reaching up under the bar over it: when the scroll view starts
/// right under a bar at the top of its safe area, its frame grows up to the top of that safe
/// area's rectangle (under the bar and the status bar); `ScrollUnderBarContentNode` moves the
/// content down by as much, so nothing moves at rest.
@MainActor
final class ScrollUnderBarNode: WrapperNode {
    let box: ScrollUnderBarBox

    package init(child: LayoutNode, box: ScrollUnderBarBox, environment: EnvironmentValues) {
        self.box = box
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        var extent: CGFloat = 0
        if box.bar > 0 {
            extent = box.bar
            if let safe = placement.safeArea(environment.safeAreaID), safe.rect != .zero,
                rect.minY - box.bar <= safe.rect.minY + safe.insets.top + 0.5
            {
                extent = max(box.bar, rect.minY - safe.rect.minY)
            }
        }
        box.extent = extent
        child.place(
            in: CGRect(x: rect.minX, y: rect.minY - extent, width: rect.width, height: rect.height + extent),
            within: placement)
    }

    override var kind: String { "ScrollUnderBar" }
}

/// Moves a scroll view's content down by how far `ScrollUnderBarNode` reached up.
@MainActor
final class ScrollUnderBarContentNode: WrapperNode {
    let box: ScrollUnderBarBox

    package init(child: LayoutNode, box: ScrollUnderBarBox, environment: EnvironmentValues) {
        self.box = box
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect.offsetBy(dx: 0, dy: box.extent), within: placement)
    }

    override var kind: String { "ScrollUnderBarContent" }
}
