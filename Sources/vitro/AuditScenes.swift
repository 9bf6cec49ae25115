import Foundation
import VitroBase

/// The views `vitro audit` knows by name: the demo sheets of the README, and views to draw over
/// a user's image.
@MainActor
enum AuditScenes {
    /// The demo sheets that are one view.
    nonisolated static let names = ["card", "glass", "glass-merging", "materials", "controls", "symbols", "split-view"]
    /// Views drawn over an image.
    nonisolated static let overlays = ["card", "toolbar", "buttons"]

    /// The photograph the glass sheets draw over when run from the repository.
    static var photo: RasterImage? { try? RasterImage(contentsOfFile: "Benchmarks/Fixtures/photo-1179x2556.jpg") }

    static func scene(_ name: String) -> AnyView {
        switch name {
        case "card": AnyView(ReadmeCardSheet())
        case "glass": AnyView(GlassSheet(photo: photo))
        case "glass-merging": AnyView(GlassMergingSheet(photo: photo))
        case "materials": AnyView(MaterialsSheet())
        case "controls": AnyView(ControlsSheet())
        case "symbols": AnyView(SymbolsSheet())
        default: AnyView(SplitViewSheet())
        }
    }

    /// `view` over `image`, at the image's size in points (at most 1200 pt wide).
    static func overlay(_ view: String, over image: RasterImage) -> AnyView {
        let width = min(Double(image.width), 1200)
        let height = width * Double(image.height) / Double(max(image.width, 1))
        let content: AnyView
        switch view {
        case "toolbar":
            content = AnyView(
                HStack(spacing: 20) {
                    Image(systemName: "chevron.left")
                    Spacer()
                    Text("Title").font(.headline)
                    Spacer()
                    Image(systemName: "square.and.arrow.up")
                }
                .padding(.horizontal, 20).padding(.vertical, 12).glassEffect()
                .padding(16).frame(maxHeight: .infinity, alignment: .top))
        case "buttons":
            content = AnyView(
                HStack(spacing: 14) {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Clear") {}.padding(.horizontal, 16).padding(.vertical, 10).glassEffect(.clear)
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity))
        default:
            content = AnyView(
                VStack(alignment: .leading, spacing: 6) {
                    Text("Card").font(.headline)
                    Text("Secondary text on regular glass.").font(.footnote).foregroundStyle(.secondary)
                }
                .padding(18).frame(width: 300, alignment: .topLeading)
                .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 28))
                .frame(maxWidth: .infinity, maxHeight: .infinity))
        }
        return AnyView(
            ZStack {
                Image(image).resizable().frame(width: width, height: height)
                content
            }
            .frame(width: width, height: height))
    }
}
