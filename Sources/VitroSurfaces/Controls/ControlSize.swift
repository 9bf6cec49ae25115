import Foundation
@_spi(Nodes) import VitroCore

/// The size classes of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// Minimally sized.
    case mini
    /// Proportionally smaller, for space-constrained views.
    case small
    /// The default size.
    case regular
    /// Prominently sized.
    case large
    /// Substantially sized, the largest: iOS 26 gives controls this extra-large option
    /// (docs/reference/seeds.md#adopting-liquid-glass).
    case extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size to apply to controls within a view. Default: `.regular`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentChange { $0.controlSize = controlSize }
    }
}
