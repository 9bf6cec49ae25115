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
    /// The platform's picker style.
    public init() {}
    var kind: PickerKind { .menu }
}
/// A button showing the selected value and up/down chevrons, in the tint.
public struct MenuPickerStyle: KnownPickerStyle {
    /// A picker drawn as a button that shows its options in a menu.
    public init() {}
    var kind: PickerKind { .menu }
}
/// iOS 26's segmented control: a capsule track, the selected segment a raised capsule.
public struct SegmentedPickerStyle: KnownPickerStyle {
    /// A picker drawn as a segmented control.
    public init() {}
    var kind: PickerKind { .segmented }
}
/// The options as rows, the selected one checked.
public struct InlinePickerStyle: KnownPickerStyle {
    /// A picker drawn as its options in rows, the selected one checked.
    public init() {}
    var kind: PickerKind { .inline }
}
/// A wheel at rest: the selected option in the center band, its neighbours fading above and below.
public struct WheelPickerStyle: KnownPickerStyle {
    /// A picker drawn as a wheel of options.
    public init() {}
    var kind: PickerKind { .wheel }
}
/// A row with the label, the selected value and a disclosure chevron.
public struct NavigationLinkPickerStyle: KnownPickerStyle {
    /// A picker drawn as a row that pushes a list of options.
    public init() {}
    var kind: PickerKind { .navigationLink }
}
/// The options side by side, as SwiftUI's `.palette` (drawn as a segmented control on iOS).
public struct PalettePickerStyle: KnownPickerStyle {
    /// A picker of options side by side (drawn as a segmented control on iOS).
    public init() {}
    var kind: PickerKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker drawn as a button that shows its options in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker drawn as a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// A picker drawn as its options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker drawn as a wheel of options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker drawn as a row that pushes a list of options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A picker of options side by side (drawn as a segmented control on iOS).
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
