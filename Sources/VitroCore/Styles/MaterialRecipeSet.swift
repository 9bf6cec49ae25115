import Foundation

/// Which recipes the standard materials use (Vitro's addition; set it with
/// `.environment(\.materialRecipeSet, …)`).
public enum MaterialRecipeSet: String, Hashable, Sendable, CaseIterable {
    /// The standard materials as iOS draws them, the default: blur σ 24 pt, a gray wash of
    /// 0.44 (ultra thin) … 0.99 (ultra thick), then a color-dodge (light) or overlay (dark)
    /// gray, fitted to Apple's iOS 18 design kit (`DesignKitRecipe`). A dark thick panel over
    /// orange is charcoal, a light one nearly white.
    case designKit
    /// The specification's table by name (docs/reference/seeds.md#materials): σ 40 … 10 pt,
    /// saturation 1.8, light white / dark black tints at 0.02 … 0.30. Lighter and more saturated
    /// than iOS draws them; it is the recipe CSS `backdrop-filter` reproduces, so comparisons with
    /// Chromium and Skia select it.
    case seed

    /// The set materials use unless the environment says otherwise.
    public static let `default` = MaterialRecipeSet.designKit
}
