import Foundation
import VitroImageIO
import VitroSymbols

/// An image view, as SwiftUI's `Image`.
///
/// `Image(_ raster:)` shows a `RasterImage` you loaded; `Image(_ name:bundle:)` looks the
/// name up as a PNG or JPEG file: in the bundle's resources (`name`, `name.png`, `name.jpg`,
/// `name.jpeg`), then in the folders of the `VITRO_IMAGE_PATH` environment variable
/// (colon-separated). `Image(systemName:)` draws Vitro's built-in vector symbols. A name that
/// is not found draws a visible placeholder and logs a warning.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never

    enum Source: Hashable, Sendable {
        case raster(RasterImage)
        case named(String)
        case system(String)
        /// Drawn by a graphics-context closure (`init(size:label:opaque:colorMode:renderer:)`).
        case drawn(DrawnImage)
    }

    /// How an image is sampled when scaled, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// Whether an image draws its own colors or is a template tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.high
    var renderingModeValue: TemplateRenderingMode?
    /// `symbolRenderingMode(_:)` on the image itself; nil uses the environment's.
    var symbolMode: SymbolRenderingMode?
    /// `symbolColorRenderingMode(_:)` and `symbolVariableValueMode(_:)` on the image itself;
    /// nil uses the environment's.
    var symbolColorMode: SymbolColorRenderingMode?
    var symbolValueMode: SymbolVariableValueMode?
    var bundlePath: String?

    /// An image from pixels you have (Vitro's addition; SwiftUI's `Image(uiImage:)` on iOS).
    public init(_ raster: RasterImage) { source = .raster(raster) }

    /// An image resource by name; see the type's discussion for where names are looked up.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        bundlePath = (bundle ?? Bundle.main).resourcePath
    }

    /// The names of Vitro's built-in symbols (Vitro's addition).
    public static var builtInSymbolNames: [String] { SymbolCatalog.names }

    /// A built-in vector symbol, sized and weighted by the font like SF Symbols.
    public init(systemName: String) { source = .system(systemName) }

    /// The image sized by its frame: the parts outside `capInsets` (points, one pixel each)
    /// keep their size, the rest stretches, or repeats with `.tile` (see `ImageSlices`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        i.capInsets = capInsets
        i.resizingMode = resizingMode
        return i
    }

    /// This image resampled with `interpolation` when it is scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolationQuality = interpolation
        return i
    }

    /// This image drawn as a template (in the foreground style) or as its original colors; `nil`
    /// leaves it to the image.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingModeValue = mode
        return i
    }

    /// This image with or without anti-aliased edges (drawn anti-aliased).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The pixels behind a raster or named image, or nil (symbols, missing names).
    nonisolated var raster: RasterImage? {
        switch source {
        case .raster(let r): return r
        case .named(let name): return ImageLookup.load(name, bundlePath: bundlePath)
        case .system, .drawn: return nil
        }
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch source {
        case .system(let name):
            var environment = context.environment
            if let symbolColorMode { environment.symbolColorRenderingMode = symbolColorMode }
            if let symbolValueMode { environment.symbolVariableValueMode = symbolValueMode }
            let node = SymbolNode(name: name, environment: environment)
            node.resizable = isResizable
            // `.renderingMode(.original)` draws a symbol in its own colors: multicolor.
            node.mode =
                symbolMode ?? (renderingModeValue == .original ? .multicolor : context.environment.symbolRenderingMode)
            return [node]
        case .drawn(let drawing):
            return [DrawnImageNode(drawing: drawing, resizable: isResizable, environment: context.environment)]
        default:
            if let raster {
                let node = ImageNode(
                    image: raster, resizable: isResizable, interpolation: interpolationQuality,
                    environment: context.environment)
                node.template = renderingModeValue == .template
                node.capInsets = capInsets
                node.resizingMode = resizingMode
                return [node]
            }
            if case .named(let name) = source {
                VitroLog.warnOnce("image-\(name)", "no image named \"\(name)\" was found; drawing a placeholder")
            }
            return [SymbolNode(name: "", environment: context.environment)]
        }
    }
}

/// Finds named images on Linux.
enum ImageLookup {
    static func load(_ name: String, bundlePath: String?) -> RasterImage? {
        var folders: [String] = []
        if let bundlePath { folders.append(bundlePath) }
        // getenv, not ProcessInfo: the variable may be set after launch.
        if let env = getenv("VITRO_IMAGE_PATH").map({ String(cString: $0) }) {
            folders += env.split(separator: ":").map(String.init)
        }
        for folder in folders {
            for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg"] {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path), let image = try? RasterImage(contentsOfFile: path) {
                    return image
                }
            }
        }
        return nil
    }
}

/// Draws a raster image: its pixel size when fixed, the frame when resizable.
@MainActor
final class ImageNode: LayoutNode {
    let image: RasterImage
    let resizable: Bool
    let interpolation: Image.Interpolation
    /// Draw the image's alpha filled with the foreground style (`.renderingMode(.template)`).
    var template = false
    /// The parts of a resizable image that keep their size, and how the rest fills the frame.
    var capInsets = EdgeInsets()
    var resizingMode = Image.ResizingMode.stretch

    package init(
        image: RasterImage, resizable: Bool, interpolation: Image.Interpolation, environment: EnvironmentValues
    ) {
        self.image = image
        self.resizable = resizable
        self.interpolation = interpolation
        super.init(environment: environment)
    }

    var naturalSize: CGSize { CGSize(width: image.width, height: image.height) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func render(into list: inout [DisplayList.Item]) {
        let drawn: [DisplayList.Item]
        if resizable, capInsets != EdgeInsets() || resizingMode == .tile {
            drawn = ImageSlices.items(
                image, in: frame, capInsets: capInsets, mode: resizingMode, interpolation: interpolation)
        } else {
            drawn = [.image(image, frame, interpolation, opacity: 1)]
        }
        guard template else {
            list.append(contentsOf: drawn)
            return
        }
        let style: any ShapeStyle = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        var effects = GroupEffects()
        effects.mask = drawn
        list.append(
            .group(
                effects,
                ShapeNode.items(for: Path(frame), style: style, rule: .nonZero, in: frame, environment: environment)))
    }

    override var kind: String { "Image" }
}
