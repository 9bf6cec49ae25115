import Foundation

/// Whether a material looks active, as SwiftUI's `MaterialActiveAppearance` (recorded: on iOS
/// a window is always active, so materials always look active).
public struct MaterialActiveAppearance: Hashable, Sendable {
    let name: String
    /// The platform's choice: active on iOS (recorded).
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// Always active (recorded).
    public static let active = MaterialActiveAppearance(name: "active")
    /// Active when the window is (always, on iOS) (recorded).
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension Material {
    /// This material with `appearance` (recorded, as `MaterialActiveAppearance`).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle {
    /// This style with materials in it looking `appearance` (recorded, as
    /// `MaterialActiveAppearance`).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

extension View {
    /// Materials in this view looking `appearance` (recorded, as `MaterialActiveAppearance`).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        record("materialActiveAppearance").environmentChange { $0.materialActiveAppearance = appearance }
    }
}

struct MaterialActiveAppearanceKey: EnvironmentKey {
    static let defaultValue = MaterialActiveAppearance.automatic
}

extension EnvironmentValues {
    /// How materials in the view look when the window is inactive, as
    /// `materialActiveAppearance(_:)` sets it (recorded: on iOS a window is always active).
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
}
