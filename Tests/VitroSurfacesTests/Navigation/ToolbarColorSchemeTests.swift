import Foundation
import Testing
import Vitro

/// `toolbarColorScheme(_:for:)`: the navigation bar drawn in the scheme asked for, and the
/// status bar above it with it (white time and indicators over a bar in the dark scheme).
@MainActor
@Suite struct ToolbarColorSchemeTests {
    /// A stack over a black picture that reaches under the bars, its bar in `scheme`.
    struct Night: View {
        let scheme: ColorScheme?
        var named: Bool = true

        var body: some View {
            NavigationStack {
                if named {
                    Color.black.ignoresSafeArea()
                        .navigationTitle("Night")
                        .toolbarTitleDisplayMode(.inline)
                        .toolbarColorScheme(scheme, for: .navigationBar)
                } else {
                    Color.black.ignoresSafeArea()
                        .navigationTitle("Night")
                        .toolbarTitleDisplayMode(.inline)
                        .toolbarColorScheme(scheme)
                }
            }
        }
    }

    /// The lightest luma (0…1) in a rectangle of `image` (points, at scale 1).
    static func lightest(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> Double {
        var best = 0.0
        for py in y {
            for px in x {
                let c = image.color(atX: px, y: py)
                best = max(best, 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue)
            }
        }
        return best
    }

    /// `view` on an iPhone's screen, the whole screen (its status bar too) in `scheme`.
    static func render(_ view: Night, scheme: ColorScheme = .light) throws -> RasterImage {
        let device = Device.iPhone
        let screen = DeviceScreen(device: device) { view }
            .frame(width: device.size.width, height: device.size.height)
            .environment(\.colorScheme, scheme)
        let renderer = ImageRenderer(content: screen)
        renderer.scale = 1
        return try renderer.render()
    }

    /// The time's box in an iPhone's status bar: 80 pt wide after the 16 pt margin.
    static let time = (x: 16..<96, y: 0..<Int(Device.iPhone.safeAreaInsets.top))
    /// The inline title's box: centered in the 44 pt bar under the status bar.
    static var title: (x: Range<Int>, y: Range<Int>) {
        let top = Int(Device.iPhone.safeAreaInsets.top)
        let mid = Int(Device.iPhone.size.width / 2)
        return (mid - 40..<mid + 40, top..<top + 44)
    }

    @Test func aDarkNavigationBarDrawsALightStatusBar() throws {
        let image = try Self.render(Night(scheme: .dark))
        #expect(Self.lightest(image, x: Self.time.x, y: Self.time.y) > 0.9)
    }

    @Test func aDarkNavigationBarDrawsItsTitleWhite() throws {
        let image = try Self.render(Night(scheme: .dark))
        #expect(Self.lightest(image, x: Self.title.x, y: Self.title.y) > 0.9)
    }

    @Test func withNoBarNamedTheSchemeIsTheNavigationBars() throws {
        let image = try Self.render(Night(scheme: .dark, named: false))
        #expect(Self.lightest(image, x: Self.time.x, y: Self.time.y) > 0.9)
    }

    /// Nil asks for the system's scheme: dark text in light mode, as without the modifier.
    @Test func nilKeepsTheSystemsScheme() throws {
        let image = try Self.render(Night(scheme: nil))
        #expect(Self.lightest(image, x: Self.time.x, y: Self.time.y) < 0.3)
        #expect(Self.lightest(image, x: Self.title.x, y: Self.title.y) < 0.3)
    }

    /// A light bar in dark mode turns the status bar's text dark.
    @Test func aLightNavigationBarInDarkModeDrawsADarkStatusBar() throws {
        let dark = try Self.render(Night(scheme: nil), scheme: .dark)
        let light = try Self.render(Night(scheme: .light), scheme: .dark)
        #expect(Self.lightest(dark, x: Self.time.x, y: Self.time.y) > 0.9)
        #expect(Self.lightest(light, x: Self.time.x, y: Self.time.y) < 0.5)
    }
    /// On an iPad showing its sidebar the time sits over the sidebar: the status bar follows the
    /// sidebar's bar, not a dark detail's.
    @Test func anIPadsStatusBarFollowsTheSidebar() throws {
        struct Split: View {
            let darkSidebar: Bool
            var body: some View {
                NavigationSplitView {
                    List { Text("Inbox") }
                        .navigationTitle("Mail")
                        .toolbarColorScheme(darkSidebar ? .dark : nil, for: .navigationBar)
                } detail: {
                    Color.white.ignoresSafeArea().toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
        }
        func darkest(_ darkSidebar: Bool) throws -> Double {
            let renderer = ImageRenderer(content: Split(darkSidebar: darkSidebar), device: .iPadPro11)
            renderer.scale = 1
            let image = try renderer.render()
            var best = 1.0
            for y in 0..<Int(Device.iPadPro11.safeAreaInsets.top) {
                for x in 24..<120 {
                    let c = image.color(atX: x, y: y)
                    best = min(best, 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue)
                }
            }
            return best
        }
        #expect(try darkest(false) < 0.3, "dark time over the light sidebar")
        #expect(try darkest(true) > 0.5, "white time: no dark ink")
    }
}
