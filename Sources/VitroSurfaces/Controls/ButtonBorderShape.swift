import Foundation
@_spi(Nodes) import VitroCore

/// The shape of bordered buttons, as SwiftUI's `ButtonBorderShape`, set with
/// `buttonBorderShape(_:)`. On iOS 26 `.automatic` is a capsule.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    /// How far `inset(by:)` moved the edges in, in points.
    var insetAmount: CGFloat = 0
    nonisolated init(kind: Kind) { self.kind = kind }

    public nonisolated static let automatic = ButtonBorderShape(kind: .automatic)
    public nonisolated static let capsule = ButtonBorderShape(kind: .capsule)
    public nonisolated static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's radius for the control size: 8 pt at the regular
    /// size (`UIButton.Configuration`'s medium corner style, UIKit).
    public nonisolated static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public nonisolated static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard rect.width >= 0, rect.height >= 0 else { return Path() }
        switch kind {
        case .automatic, .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let r):
            // Inset corners stay concentric with the outer ones: the radius shrinks by the inset.
            return RoundedRectangle(cornerRadius: max(0, (r ?? 8) - insetAmount), style: .continuous).path(in: rect)
        }
    }

    /// The shape with its edges moved in by `amount` points (out for a negative amount); a
    /// rounded rectangle's radius shrinks by as much, so its corners stay concentric.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons (`.bordered`, `.borderedProminent`) in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentChange { $0.buttonBorderShape = shape }
    }

    /// The older form of `View/tint(_:)-(Color?)` (deprecated in SwiftUI): sets the accent color
    /// of controls in this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        environmentChange { $0.tint = accentColor.map { AnyShapeStyle($0) } }
    }
}

/// A bordered button's background: `fill` in the environment's ``ButtonBorderShape``, padded
/// by the control size as glass buttons are (`GlassButtonBody.metrics`: 14 × 7 pt around body
/// text at the regular size); a circle gets equal sides.
struct BorderedButtonBackground<Content: View>: View {
    let content: Content
    let fill: AnyShapeStyle
    @Environment(\.buttonBorderShape) var shape
    @Environment(\.controlSize) var controlSize
    @Environment(\.platform) var platform

    var body: some View {
        let m = PlatformControlMetrics.button(controlSize, on: platform)
        if shape.kind == .circle {
            // A circle as tall as the control: the label's line plus padding on iOS.
            let side = m.height ?? 20 + 2 * m.verticalPadding
            content.font(m.font).padding(.vertical, m.verticalPadding)
                .frame(minWidth: side, minHeight: side)
                .background(fill, in: shape)
                .controlFrame(m)
        } else {
            content.controlPadding(m).background(fill, in: shape).controlFrame(m)
        }
    }
}

/// A frame of at least `minHeight` points, or none.
struct MinimumHeightFrame: ViewModifier {
    let minHeight: CGFloat?

    func body(content: Content) -> some View {
        if let minHeight {
            content.frame(minHeight: minHeight)
        } else {
            content
        }
    }
}

extension View {
    /// The label in a control's font and padding: the padding around the text on iOS, the
    /// control's fixed height elsewhere (`PlatformControlMetrics`); a flexible button's label
    /// spans the width it is offered (`buttonSizing(_:)`).
    func controlPadding(_ m: PlatformControlMetrics) -> some View {
        font(m.font).modifier(ButtonSizingFrame())
            .padding(.horizontal, m.horizontalPadding).padding(.vertical, m.verticalPadding)
            .modifier(MinimumHeightFrame(minHeight: m.height))
    }

    /// The control in its hit region: at least `m.frameHeight` tall, the control centered.
    func controlFrame(_ m: PlatformControlMetrics) -> some View {
        modifier(MinimumHeightFrame(minHeight: m.frameHeight))
    }
}

extension View {
    /// Pads the label and fills the environment's button border shape behind it.
    func borderedBackground(_ fill: AnyShapeStyle) -> some View {
        BorderedButtonBackground(content: self, fill: fill)
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape the environment sets (`buttonBorderShape(_:)`), as SwiftUI's
    /// `.buttonBorder`.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
