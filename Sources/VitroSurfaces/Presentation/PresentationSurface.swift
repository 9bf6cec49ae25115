import Foundation
@_spi(Nodes) import VitroCore

/// A presented panel's surface as the platform draws it (`PlatformTraits/PresentationStyle`):
///
/// - iOS, iPadOS, tvOS: Liquid Glass over a frosted backdrop. Alerts, dialogs and menus must
///   stay legible over anything, so the screen beneath is first blurred by the platform's
///   material for them (ultra thick for alerts and action sheets, regular for menus) and the
///   glass refracts and lights that; with no material (an iOS popover) the glass alone.
/// - macOS: the `NSVisualEffectView` material alone, edged by a hairline and lifted by a
///   shadow, as AppKit's menus, popovers, sheets and alerts are.
/// - visionOS: the window glass.
/// - watchOS: the material alone (a full-screen modal has no edge to light).
struct PresentationSurface<S: InsettableShape>: ViewModifier {
    let material: Material?
    let shape: S
    @Environment(\.platform) private var platform

    func body(content: Content) -> some View {
        switch PlatformTraits.of(platform).presentationStyle {
        case .liquidGlass:
            if let material {
                content.glassEffect(.regular, in: shape).background(material, in: shape)
            } else {
                content.glassEffect(.regular, in: shape)
            }
        case .visualEffect:
            content
                .background(material ?? Material(.popover), in: shape)
                .overlay(shape.stroke(Color(semantic: .separator), lineWidth: Self.hairline))
                .shadow(color: .black.opacity(Self.shadowOpacity), radius: Self.shadowRadius, y: Self.shadowOffset)
        case .glass:
            content.glassBackgroundEffect(in: shape)
        case .fullScreen:
            content.background(material ?? .regular, in: shape)
        }
    }

    /// The macOS panel's edge (points): AppKit outlines menus, popovers and sheets with a
    /// half-point line so a light panel parts from a light window.
    static var hairline: CGFloat { 0.5 }
    /// The macOS panel's shadow: black at 25 %, 12 pt blur, 6 pt down (Vitro's reading of
    /// AppKit's window shadow on a floating panel; Apple publishes no figures).
    static var shadowOpacity: Double { 0.25 }
    static var shadowRadius: CGFloat { 12 }
    static var shadowOffset: CGFloat { 6 }
}

extension View {
    /// A presented panel's surface in `shape`, on `material` where the platform uses one (see
    /// `PresentationSurface`).
    func presentationSurface<S: InsettableShape>(_ material: Material?, in shape: S) -> some View {
        modifier(PresentationSurface(material: material, shape: shape))
    }
}
