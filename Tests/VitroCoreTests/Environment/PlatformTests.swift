import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The platform a device runs chooses its components' materials, defaults and metrics.
@MainActor
@Suite struct PlatformTests {
    /// What a view sees of the environment on `device`.
    final class Seen {
        var platform: Device.Platform?
        var scheme: ColorScheme?
    }

    struct Probe: View {
        let seen: Seen
        @Environment(\.platform) var platform
        @Environment(\.colorScheme) var scheme
        var body: some View {
            seen.platform = platform
            seen.scheme = scheme
            return Color.clear
        }
    }

    func seen(on device: Device, scheme: ColorScheme = .light) -> Seen {
        let seen = Seen()
        // The appearance is asked for outside the device, as an app's setting is.
        _ =
            ImageRenderer(
                content: DeviceScreen(device: device) { Probe(seen: seen) }.environment(\.colorScheme, scheme)
            )
            .displayList
        return seen
    }

    @Test func eachDevicePresetSetsItsPlatform() {
        let presets: [(Device, Device.Platform)] = [
            (.iPhone, .iOS), (.iPad, .iPadOS), (.mac, .macOS), (.visionPro, .visionOS), (.appleTV, .tvOS),
            (.appleWatch, .watchOS),
        ]
        for (device, platform) in presets {
            #expect(seen(on: device).platform == platform, "\(device.name)")
        }
        #expect(EnvironmentValues().platform == .iOS)
    }

    @Test func macOSUsesTheVisualEffectViewMaterials() {
        let mac = PlatformTraits.of(.macOS)
        #expect(mac.sidebarMaterial == Material(.sidebar))
        #expect(mac.titlebarMaterial == Material(.titlebar))
        #expect(mac.windowBackground == .material(Material(.windowBackground)))
        #expect(mac.menuMaterial == Material(.menu))
        #expect(mac.popoverMaterial == Material(.popover))
        #expect(mac.sheetMaterial == Material(.sheet))
        #expect(mac.controlSize == 28 && mac.minimumControlSize == 20)
    }

    /// iOS draws its presentations on Liquid Glass over the specification's materials
    /// (docs/reference/seeds.md#component-materials), frosted more than
    /// the seed's table for menus (regular, not thin) and floating sheets (thick, not regular),
    /// which stay too busy over photographs; popovers are the glass alone.
    @Test func iOSKeepsSeed004sMappingAndGlassSidebars() {
        for platform in [Device.Platform.iOS, .iPadOS] {
            let t = PlatformTraits.of(platform)
            #expect(t.sidebarMaterial == nil, "a floating Liquid Glass panel")
            #expect(t.titlebarMaterial == nil)
            #expect(t.windowBackground == .systemBackground)
            #expect(t.presentationStyle == .liquidGlass)
            #expect(t.sheetMaterial == .thick && t.alertMaterial == .ultraThick && t.menuMaterial == .regular)
            #expect(t.popoverMaterial == nil)
            #expect(t.fixedColorScheme == nil && t.focusEffect == .none)
            #expect(t.controlSize == 44)
        }
    }

    @Test func visionOSWindowsAreGlassWithoutDarkMode() {
        let t = PlatformTraits.of(.visionOS)
        #expect(t.windowBackground == .glass)
        #expect(t.sidebarMaterial == .regular && t.modalControlMaterial == .thin)
        #expect(t.fixedColorScheme == .dark)
        // Asked for light, a visionOS window still draws with the dark values.
        #expect(seen(on: .visionPro, scheme: .light).scheme == .dark)
        #expect(seen(on: .iPhone, scheme: .light).scheme == .light)
        let list = ImageRenderer(content: Text("Hi"), device: .visionPro).displayList.description
        #expect(list.contains("backdrop glassBackground"), "\(list)")
        // The window-level background is clear there, so the glass shows through it.
        let background = Color(semantic: .systemBackground)
        var env = EnvironmentValues()
        env.platform = .visionOS
        #expect(background.rgbColor(in: env).alpha == 0)
        env.platform = .iOS
        #expect(background.rgbColor(in: env).alpha == 1)
    }

    @Test func tvOSFocusedElementsAreOnLiquidGlass() {
        #expect(PlatformTraits.of(.tvOS).focusEffect == .liquidGlass)
        #expect(PlatformTraits.of(.tvOS).controlSize == 66)
        func list(_ device: Device, focused: Bool) -> String {
            ImageRenderer(
                content: Button("Play") {}.environment(\.isFocused, focused), device: device
            ).displayList.description
        }
        #expect(list(.appleTV, focused: true).contains("glass"))
        #expect(!list(.appleTV, focused: false).contains("glass"))
        #expect(!list(.iPhone, focused: true).contains("glass"))
    }

    @Test func watchOSFullScreenModalsAreOnMaterial() {
        let t = PlatformTraits.of(.watchOS)
        #expect(t.windowBackground == .black)
        #expect(t.fixedColorScheme == .dark)
        #expect(t.fullScreenModalBackground == .material(.regular))
        #expect(t.modalControlMaterial == .thin)
        func list(_ device: Device) -> String {
            ImageRenderer(
                content: Color.red.fullScreenCover(isPresented: .constant(true)) { Text("Done") }, device: device
            ).displayList.description
        }
        #expect(list(.appleWatch).contains("backdrop regular"), "\(list(.appleWatch))")
        #expect(!list(.iPhone).contains("backdrop regular"))
    }

    @Test func aMacWindowDrawsItsBackgroundAndTitlebarMaterials() {
        let list = ImageRenderer(content: Text("Hi"), device: .mac).displayList.description
        #expect(list.contains("backdrop windowBackground"), "\(list)")
        #expect(list.contains("backdrop titlebar"))
        let phone = ImageRenderer(content: Text("Hi"), device: .iPhone).displayList.description
        #expect(!phone.contains("backdrop"))
    }

    @Test func aMacSidebarIsTheSidebarMaterial() {
        let split = NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
        let mac = ImageRenderer(content: split, device: .mac).displayList.description
        #expect(mac.contains("backdrop sidebar"), "\(mac)")
        let pad = ImageRenderer(content: split, device: .iPad).displayList.description
        #expect(!pad.contains("backdrop sidebar"))
    }

    @Test func everyPlatformHasTraits() {
        for platform in Device.Platform.allCases {
            let t = PlatformTraits.of(platform)
            #expect(t.minimumControlSize <= t.controlSize, "\(platform)")
        }
    }
}
