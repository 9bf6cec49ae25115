import Foundation
import VitroBase

/// The views `vitro audit` knows by name: the demo sheets of the README, and views to draw over
/// a user's image.
@MainActor
enum AuditScenes {
    /// The demo sheets that are one view.
    nonisolated static let names =
        [
            "card", "glass", "glass-merging", "materials", "controls", "symbols", "split-view",
        ] + screens.map(\.name)
    /// The screens of the README's device sheets (hero, surfaces, presentations, platforms), each
    /// as its sheet shows it before any gesture, on its device.
    nonisolated static let screens: [(name: String, device: String)] = [
        ("landmarks-ipad", "iPadPro11"), ("mail-ipad", "iPadPro13"), ("music", "iPhone"), ("trail-map", "iPhone"),
        ("mailboxes", "iPhone"),
        ("half-sheet", "iPhone"), ("alert", "iPhone"), ("menu", "iPhone"), ("swipe", "iPhone"),
        ("settings-ios", "iPhone"), ("settings-mac", "mac"), ("settings-watch", "appleWatch"),
        ("settings-tv", "appleTV"), ("settings-sheet-mac", "mac"),
    ]
    /// Views drawn over an image.
    nonisolated static let overlays = ["card", "toolbar", "buttons"]

    /// The photograph the glass sheets draw over when run from the repository.
    static var photo: RasterImage? { try? RasterImage(contentsOfFile: "Benchmarks/Fixtures/photo-1179x2556.jpg") }

    static func scene(_ name: String) -> AnyView {
        if let screen = screens.first(where: { $0.name == name }) { return self.screen(screen.name, screen.device) }
        return switch name {
        case "card": AnyView(ReadmeCardSheet())
        case "glass": AnyView(GlassSheet(photo: photo))
        case "glass-merging": AnyView(GlassMergingSheet(photo: photo))
        case "materials": AnyView(MaterialsSheet())
        case "controls": AnyView(ControlsSheet())
        case "symbols": AnyView(SymbolsSheet())
        default: AnyView(SplitViewSheet())
        }
    }

    /// A README screen on its device, at the device's size.
    static func screen(_ name: String, _ deviceName: String) -> AnyView {
        let device: Device =
            switch deviceName {
            case "iPadPro11": .iPadPro11
            case "iPadPro13": .iPadPro13
            case "mac": .mac
            case "appleWatch": .appleWatch
            case "appleTV": .appleTV
            default: .iPhone
            }
        let content: AnyView =
            switch name {
            case "landmarks-ipad": AnyView(LandmarksApp())
            case "mail-ipad": AnyView(MailApp())
            case "music": AnyView(MusicApp())
            case "trail-map": AnyView(TrailMapScreen())
            case "mailboxes": AnyView(MailboxesScreen())
            case "half-sheet": AnyView(HalfSheetScreen())
            case "alert": AnyView(AlertScreen())
            case "menu": AnyView(MenuScreen())
            case "swipe": AnyView(SwipeScreen())
            case "settings-sheet-mac": AnyView(SettingsApp(presents: .sheet))
            default: AnyView(SettingsApp(presents: .alert))
            }
        return AnyView(
            DeviceScreen(device: device) { content }.frame(width: device.size.width, height: device.size.height))
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
