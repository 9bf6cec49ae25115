import Foundation
import VitroImageIO
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A customization of a `#Preview`, as DeveloperToolsSupport's `PreviewTrait`: its layout or
/// its orientation. `Preview.render(on:)` honors each.
public struct PreviewTrait<T>: Sendable {
    enum Kind: Equatable, Sendable {
        case defaultLayout
        case sizeThatFitsLayout
        case fixedLayout(width: CGFloat, height: CGFloat)
        case orientation(InterfaceOrientation)
        /// A trait with no effect on a still image (recorded).
        case recorded(String)
        /// A `PreviewModifier` wrapping the preview (`.modifier(_:)`).
        case modifier(PreviewModifierBox)
    }
    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview on a screen the size of the device (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .defaultLayout) }
    /// Size the image to the view's own size, as proposed the device's size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFitsLayout) }
    /// Center the preview in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .fixedLayout(width: width, height: height))
    }
    /// Show the device upright (the default).
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
    /// Show the device upside down: the same size as upright.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
    /// Show the device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
    /// Show the device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

/// A preview collected from a `#Preview` in any module linked into the running program.
///
/// `PreviewRegistry.previews` lists them; `render(on:)` draws one, honoring its layout and
/// orientation traits. This is the headless preview canvas: a test or the `vitro` tool can
/// write every preview of a module to PNG.
public struct Preview {
    /// The kind of traits that apply to previews of views.
    public enum ViewTraits {}

    /// The name given to `#Preview("name")`, or `nil`.
    public let name: String?
    /// The file the preview is declared in, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    /// The traits given to `#Preview(traits:)`.
    public let traits: [PreviewTrait<ViewTraits>]
    let makeContent: @MainActor () -> AnyView

    /// The name, or `File.swift:line` for an unnamed preview (as Xcode labels it by line).
    public var displayName: String {
        name ?? "\((fileID as NSString).lastPathComponent):\(line)"
    }

    /// The module the preview is declared in (the first component of `fileID`).
    public var module: String { String(fileID.prefix { $0 != "/" }) }

    /// The preview's view, built anew.
    @MainActor public var content: AnyView { makeContent() }

    /// Renders the preview as its traits say: on `device`'s screen by default, at the view's
    /// own size for `.sizeThatFitsLayout` (proposed the screen's size), centered in a fixed
    /// frame for `.fixedLayout`, and turned for the landscape orientations. `scale` defaults to
    /// the device's.
    @MainActor public func render(on device: Device = .iPhone, scale: CGFloat? = nil) throws -> RasterImage {
        try render(on: device, scale: scale, wrap: { $0 })
    }

    /// Renders as `render(on:scale:)` does, with `wrap` applied around everything drawn (the
    /// device's screen included), so an environment set there reaches the screen's background.
    @MainActor package func render(
        on device: Device, scale: CGFloat?, wrap: @MainActor (AnyView) -> AnyView
    ) throws -> RasterImage {
        let screen = self.screen(on: device, scale: scale, wrap: wrap)
        let renderer = ImageRenderer(content: screen.content)
        renderer.proposedSize = screen.proposal
        renderer.scale = screen.scale
        return try renderer.render()
    }

    /// What `render(on:scale:wrap:)` draws: the content as its traits place it, the size
    /// proposed to it and the scale; a `ViewHost` given these shows the same image.
    @MainActor package func screen(
        on device: Device, scale: CGFloat?, wrap: @MainActor (AnyView) -> AnyView
    ) -> (content: AnyView, proposal: ProposedViewSize, scale: CGFloat) {
        var screen = device
        var layout = PreviewTrait<ViewTraits>.Kind.defaultLayout
        for trait in traits {
            switch trait.kind {
            case .orientation(let o) where o == .landscapeLeft || o == .landscapeRight:
                screen = device.rotated
            case .defaultLayout, .sizeThatFitsLayout, .fixedLayout:
                layout = trait.kind
            default:
                break
            }
        }
        let full = ProposedViewSize(width: screen.size.width, height: screen.size.height)
        let pixels = scale ?? screen.scale
        // Preview modifiers wrap the content, the first trait outermost.
        var content = self.content
        for trait in traits.reversed() {
            if case .modifier(let box) = trait.kind { content = box.apply(content) }
        }
        switch layout {
        case .sizeThatFitsLayout:
            return (wrap(content), full, pixels)
        case .fixedLayout(let width, let height):
            return (
                wrap(AnyView(content.frame(width: width, height: height))),
                ProposedViewSize(width: width, height: height), pixels
            )
        default:
            let content = content
            return (wrap(AnyView(DeviceScreen(device: screen) { content })), full, pixels)
        }
    }
}
