import Foundation
import VitroRaster

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
struct SupportsMaterialBlurKey: EnvironmentKey { static let defaultValue = true }
struct MaterialRecipeSetKey: EnvironmentKey { static let defaultValue = MaterialRecipeSet.default }
struct BackdropEdgeModeKey: EnvironmentKey { static let defaultValue = BlurEdgeMode.extend }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The style foreground content is drawn with; nil is the default (`.primary`).
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint controls use (`.tint(_:)`); nil is the accent color.
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The material behind the current view, if any, as SwiftUI's `backgroundMaterial`:
    /// hierarchical foreground styles are vibrant over it.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Whether materials may blur (Vitro's addition). False draws each material as its
    /// fallback color at the table's opacity, as devices without blur support do.
    public var supportsMaterialBlur: Bool {
        get { self[SupportsMaterialBlurKey.self] }
        set { self[SupportsMaterialBlurKey.self] = newValue }
    }

    /// Which recipes the standard materials use (Vitro's addition). Default: `.designKit`, as
    /// iOS draws them; `.seed` selects the specification's table
    /// (docs/reference/seeds.md#materials).
    public var materialRecipeSet: MaterialRecipeSet {
        get { self[MaterialRecipeSetKey.self] }
        set { self[MaterialRecipeSetKey.self] = newValue }
    }

    /// What a material's blur reads beyond its shape (Vitro's addition): the real surroundings
    /// (`.extend`, Apple-like, the default) or the backdrop mirrored at the edge (`.mirror`,
    /// as CSS `backdrop-filter` does).
    public var backdropEdgeMode: BlurEdgeMode {
        get { self[BackdropEdgeModeKey.self] }
        set { self[BackdropEdgeModeKey.self] = newValue }
    }

    /// Left-to-right or right-to-left; right-to-left mirrors horizontal stacks and alignment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
