import Foundation
@_spi(Nodes) import VitroCore

/// How a `Picker` presents its options, as SwiftUI's `PickerStyle`. The styles are values:
/// `.menu`, `.segmented`, `.inline`, `.wheel`, `.navigationLink`, `.palette`, `.automatic`.
public protocol PickerStyle: Sendable {}

/// The kinds of picker Vitro draws.
enum PickerKind: Sendable { case menu, segmented, inline, wheel, navigationLink, palette }

/// A picker style that says which kind it draws.
protocol KnownPickerStyle: PickerStyle { var kind: PickerKind { get } }

/// The platform's default: on iOS a menu (a list row with the value and a menu inside forms).
public struct DefaultPickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .menu }
}
/// A button showing the selected value and up/down chevrons, in the tint.
public struct MenuPickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .menu }
}
/// iOS 26's segmented control: a capsule track, the selected segment a raised capsule.
public struct SegmentedPickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .segmented }
}
/// The options as rows, the selected one checked.
public struct InlinePickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .inline }
}
/// A wheel at rest: the selected option in the center band, its neighbours fading above and below.
public struct WheelPickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .wheel }
}
/// A row with the label, the selected value and a disclosure chevron.
public struct NavigationLinkPickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .navigationLink }
}
/// The options side by side, as SwiftUI's `.palette` (drawn as a segmented control on iOS).
public struct PalettePickerStyle: KnownPickerStyle {
    public init() {}
    var kind: PickerKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }

extension EnvironmentValues {
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any KnownPickerStyle)?.kind ?? .menu
        return environmentChange { $0.pickerKind = kind }
    }
}
