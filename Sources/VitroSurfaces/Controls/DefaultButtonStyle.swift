import Foundation
@_spi(Nodes) import VitroCore

/// The default button style, as SwiftUI's `DefaultButtonStyle` (`PrimitiveButtonStyle`'s
/// `.automatic`): a button drawn in the platform's automatic style, a borderless tinted label
/// on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default button style.
    public init() {}

    /// The configuration's button, drawn in ``AutomaticButtonStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(AutomaticButtonStyle())
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style: the platform's automatic style.
    @_disfavoredOverload
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
