import Foundation

/// The shape of bordered buttons, as SwiftUI's `ButtonBorderShape`, set with
/// ``View/buttonBorderShape(_:)``. On iOS 26 `.automatic` is a capsule.
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
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
        switch kind {
        case .automatic, .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let r):
            RoundedRectangle(cornerRadius: max(0, r ?? 8), style: .continuous).path(in: rect)
        }
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

    /// The older form of ``View/tint(_:)-(Color?)`` (deprecated in SwiftUI): sets the accent color
    /// of controls in this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        environmentChange { $0.tint = accentColor.map { AnyShapeStyle($0) } }
    }
}

/// A bordered button's background: `fill` in the environment's ``ButtonBorderShape``; a
/// circle gets equal sides.
struct BorderedButtonBackground<Content: View>: View {
    let content: Content
    let fill: AnyShapeStyle
    @Environment(\.buttonBorderShape) var shape

    var body: some View {
        if shape == .circle {
            content.padding(.vertical, 7).frame(minWidth: 34, minHeight: 34).background(fill, in: shape)
        } else {
            content.padding(.horizontal, 14).padding(.vertical, 7).background(fill, in: shape)
        }
    }
}

extension View {
    /// Pads the label and fills the environment's button border shape behind it.
    func borderedBackground(_ fill: AnyShapeStyle) -> some View {
        BorderedButtonBackground(content: self, fill: fill)
    }
}
