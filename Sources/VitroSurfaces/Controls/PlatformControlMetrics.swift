import Foundation
@_spi(Nodes) import VitroCore

/// What a bordered control (a `.bordered`, `.borderedProminent` or glass button) measures on a
/// platform at a ``ControlSize``, and the frame it takes in layout.
///
/// Sources, per platform (points):
/// - iOS, iPadOS: the label's text plus padding sets the height, as UIKit's
///   `UIButton.Configuration` does (`GlassButtonBody.metrics`: regular 14 × 7 around body
///   text, a 34 pt capsule; large 20 × 14, 50 pt).
/// - macOS 26: push buttons 16 / 20 / 24 / 28 / 36 tall at mini / small / regular / large /
///   extra large, in the 9 / 11 / 13 / 13 / 15 pt system font (`NSFont.systemFontSize(for:)`
///   gives 9, 11 and 13). macOS 26 made its controls taller than macOS 15's 15 / 17 / 20 pt
///   push buttons (Human Interface Guidelines 2006, "Push buttons"; `prefersCompactControlSizeMetrics`
///   restores those) and added an extra-large size; the figures are Vitro's reading of macOS
///   26 at those sizes, not published by Apple.
/// - visionOS: 28 / 32 / 44 / 52 / 64 (Human Interface Guidelines, "Buttons", visionOS).
/// - tvOS: 66 at regular and larger, the default control size, and 56 at mini and small, the
///   minimum (Human Interface Guidelines, "Accessibility"), in tvOS's 29 pt body text
///   (HIG "Typography", tvOS); extra large resolves to large (SwiftUI's `ControlSize`).
/// - watchOS: 44 at regular, the default control size (HIG "Accessibility"); 28 at mini, the
///   minimum; small 36 and large 52 are Vitro's steps between; extra large resolves to large.
///
/// Off iOS a control's frame, its hit region, is at least the platform's control size
/// (`PlatformTraits/controlSize`) at regular and larger sizes and its minimum
/// (`PlatformTraits/minimumControlSize`) at mini and small, the visible control centered in
/// it, as AppKit's push buttons sit inside a taller frame. iOS keeps its layout: UIKit
/// extends a small control's hit region outside its frame.
@MainActor
package struct PlatformControlMetrics {
    /// The label's font.
    let font: Font
    /// Padding before and after the label (points).
    let horizontalPadding: CGFloat
    /// Padding above and below the label where the text sets the height (iOS; points).
    let verticalPadding: CGFloat
    /// The visible control's height (points); nil where the label's text and padding set it.
    package let height: CGFloat?
    /// The least height of the control's frame, its hit region (points); nil for none.
    package let frameHeight: CGFloat?

    /// A bordered button's figures at `size` on `platform`.
    package static func button(_ size: ControlSize, on platform: Device.Platform) -> PlatformControlMetrics {
        let traits = PlatformTraits.of(platform)
        let small = size == .mini || size == .small
        func fixed(_ font: Font, _ horizontal: CGFloat, _ height: CGFloat) -> PlatformControlMetrics {
            PlatformControlMetrics(
                font: font, horizontalPadding: horizontal, verticalPadding: 0, height: height,
                frameHeight: max(height, small ? traits.minimumControlSize : traits.controlSize))
        }
        switch platform {
        case .iOS, .iPadOS:
            let m = GlassButtonBody.metrics(size)
            return PlatformControlMetrics(
                font: m.font, horizontalPadding: m.horizontal, verticalPadding: m.vertical, height: nil,
                frameHeight: nil)
        case .macOS:
            switch size {
            case .mini: return fixed(.system(size: 9), 6, 16)
            case .small: return fixed(.system(size: 11), 8, 20)
            case .regular: return fixed(.system(size: 13), 10, 24)
            case .large: return fixed(.system(size: 13), 12, 28)
            case .extraLarge: return fixed(.system(size: 15), 14, 36)
            }
        case .visionOS:
            switch size {
            case .mini: return fixed(.caption, 10, 28)
            case .small: return fixed(.subheadline, 12, 32)
            case .regular: return fixed(.body, 16, 44)
            case .large: return fixed(.body, 20, 52)
            case .extraLarge: return fixed(.title3, 24, 64)
            }
        case .tvOS:
            return small ? fixed(.system(size: 25), 24, 56) : fixed(.system(size: 29), 32, 66)
        case .watchOS:
            switch size {
            case .mini: return fixed(.footnote, 8, 28)
            case .small: return fixed(.subheadline, 10, 36)
            case .regular: return fixed(.body, 12, 44)
            case .large, .extraLarge: return fixed(.body, 14, 52)
            }
        }
    }

    /// A switch's track and knob at `size` on `platform`: iOS's 64 × 28 track with a 38 × 24
    /// pill knob at every size (UIKit's switch has one size); macOS's smaller switch with a
    /// round knob, 38 × 22 at regular, 32 × 18 at small and 26 × 15 at mini (`NSSwitch`'s
    /// intrinsic sizes, larger sizes as regular).
    package static func switchTrack(_ size: ControlSize, on platform: Device.Platform) -> (track: CGSize, knob: CGSize)
    {
        guard platform == .macOS else { return (CGSize(width: 64, height: 28), CGSize(width: 38, height: 24)) }
        let track: CGSize
        switch size {
        case .mini: track = CGSize(width: 26, height: 15)
        case .small: track = CGSize(width: 32, height: 18)
        case .regular, .large, .extraLarge: track = CGSize(width: 38, height: 22)
        }
        let knob = track.height - 4
        return (track, CGSize(width: knob, height: knob))
    }
}
