import Foundation
import VitroColor

extension ScrollEdgeEffect {
    /// The bottom edge's effect under a tab bar or bottom toolbar, over content with a scroll
    /// view scrolled by `offset` (nil: no scroll view).
    ///
    /// Scrolling content starts under a bottom bar at rest (it runs on below the screen), so
    /// iOS 26 draws the effect there whenever a scroll view is beneath: soft or hard as the
    /// bottom edge's style says, nothing when hidden. The iOS 13–18 palette draws none: its
    /// bars are drawn at the top only, and the floating bar is iOS 26's.
    package static func bottom(
        offset: CGPoint?, settings: ScrollEdgeEffectSettings, edition: PaletteEdition
    ) -> ScrollEdgeEffect {
        guard offset != nil, edition != .iOS13, !settings.hidden.contains(.bottom) else { return .none }
        switch settings.bottom ?? .automatic {
        case .soft, .automatic: return .soft
        case .hard: return .hard
        }
    }
}

extension ScrollEdgeEffectView {
    /// The effect a bottom bar reaching `extent` points up from the screen's bottom edge draws
    /// over `content`, whose environment is `environment`.
    @MainActor
    package init(bottom content: [LayoutNode], environment: EnvironmentValues, extent: CGFloat) {
        let settings = environment.scrollEdgeEffectSettings.merged(
            over: PreferenceCollector.value(ScrollEdgeEffectPreferenceKey.self, in: content))
        self.init(
            effect: .bottom(
                offset: PreferenceCollector.value(ScrollOffsetKey.self, in: content), settings: settings,
                edition: environment.paletteEdition),
            height: extent, edge: .bottom)
    }
}
