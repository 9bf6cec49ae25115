import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A type that produces previews, as SwiftUI's `PreviewProvider`: files that declare one
/// compile; render its views with `ImageRenderer(content: MyPreviews.previews)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform Xcode previews these on; nil lets it choose (recorded: Vitro renders
    /// previews on the ``Device`` it is given).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform named: the destination decides (recorded).
    public static var platform: PreviewPlatform? { nil }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview shows the view on a device.
    case device
    /// The preview is the view's own ideal size.
    case sizeThatFits
    /// The preview is the given size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names it, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name, as Xcode names preview devices.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// A preview's orientation, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned left: the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned right: the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// Names the preview (recorded; no effect on a render).
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// Sizes the preview (recorded; no effect on a render).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Chooses the preview's device (recorded; render on a `Device` instead).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Sets the preview's orientation (recorded).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
