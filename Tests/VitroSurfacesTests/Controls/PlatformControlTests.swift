import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Controls take each platform's metrics at each control size, and a foreground style set on
/// a button wins over its style's tint.
@MainActor
@Suite struct PlatformControlTests {
    func list(_ v: some View, on platform: Device.Platform = .iOS) -> String {
        ImageRenderer(content: v.environment(\.platform, platform)).displayList.description
    }

    /// The height of a bordered button's capsule on `platform` at `size`.
    func borderedHeight(_ platform: Device.Platform, _ size: ControlSize) -> CGFloat? {
        rects(list(Button("Go") {}.buttonStyle(.bordered).controlSize(size), on: platform), "fill").first?.height
    }

    @Test func borderedButtonsTakeEachPlatformsHeightPerControlSize() {
        let expected: [(Device.Platform, [ControlSize: CGFloat])] = [
            (.macOS, [.mini: 16, .small: 20, .regular: 24, .large: 28, .extraLarge: 36]),
            (.visionOS, [.mini: 28, .small: 32, .regular: 44, .large: 52, .extraLarge: 64]),
            (.tvOS, [.mini: 56, .small: 56, .regular: 66, .large: 66, .extraLarge: 66]),
            (.watchOS, [.mini: 28, .small: 36, .regular: 44, .large: 52, .extraLarge: 52]),
        ]
        for (platform, heights) in expected {
            for (size, height) in heights {
                #expect(borderedHeight(platform, size) == height, "\(platform) \(size)")
            }
        }
    }

    @Test func macOSPushButtonsAreMuchSmallerThanIOSAndTvOSLarger() throws {
        let phone = try #require(borderedHeight(.iOS, .regular))
        let mac = try #require(borderedHeight(.macOS, .regular))
        let tv = try #require(borderedHeight(.tvOS, .regular))
        #expect(mac < phone * 0.75, "mac \(mac), iPhone \(phone)")
        #expect(tv > phone * 1.5)
        // iOS keeps its text-sized capsule: body text with 7 pt above and below.
        #expect(phone > 30 && phone < 40)
    }

    @Test func offIOSAControlsFrameIsAtLeastThePlatformsControlSize() {
        for platform in [Device.Platform.macOS, .visionOS, .tvOS, .watchOS] {
            let traits = PlatformTraits.of(platform)
            let regular = PlatformControlMetrics.button(.regular, on: platform)
            #expect((regular.frameHeight ?? 0) >= traits.controlSize, "\(platform)")
            let mini = PlatformControlMetrics.button(.mini, on: platform)
            #expect((mini.frameHeight ?? 0) >= traits.minimumControlSize, "\(platform)")
        }
        // A macOS mini button (16 pt) sits centered in the 20 pt minimum.
        let size = ImageRenderer(
            content: Button("Go") {}.buttonStyle(.bordered).controlSize(.mini).environment(\.platform, .macOS)
        ).layout().size
        #expect(size.height == 20)
        #expect(PlatformControlMetrics.button(.regular, on: .iOS).frameHeight == nil)
    }

    @Test func aMacSwitchIsSmallerThanIOSsAndFollowsTheControlSize() {
        func track(_ platform: Device.Platform, _ size: ControlSize) -> CGRect? {
            rects(list(Toggle("On", isOn: .constant(true)).controlSize(size).frame(width: 200), on: platform), "fill")
                .first
        }
        #expect(track(.iOS, .regular)?.size == CGSize(width: 64, height: 28))
        #expect(track(.iOS, .mini)?.size == CGSize(width: 64, height: 28), "UIKit's switch has one size")
        #expect(track(.macOS, .regular)?.size == CGSize(width: 38, height: 22))
        #expect(track(.macOS, .small)?.size == CGSize(width: 32, height: 18))
        #expect(track(.macOS, .mini)?.size == CGSize(width: 26, height: 15))
    }

    /// The color of the text line drawing `label`.
    func ink(_ list: String, _ label: String) -> String? {
        list.split(separator: "\n").first { $0.contains("text \"\(label)\"") }.map(String.init)
    }

    @Test func aForegroundStyleOnAButtonWinsOverItsTint() throws {
        let tinted = try #require(ink(list(Button("Go") {}), "Go"))
        #expect(!tinted.contains("#FFFFFF"))
        let outer = try #require(
            ink(
                list(
                    Button {
                    } label: {
                        Text("Go")
                    }.foregroundStyle(.white)), "Go"))
        #expect(outer.contains("#FFFFFF"), "\(outer)")
        let around = try #require(ink(list(VStack { Button("Go") {} }.foregroundStyle(.white)), "Go"))
        #expect(around.contains("#FFFFFF"))
        let onLabel = try #require(
            ink(
                list(
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "plus")
                            Text("Go")
                        }
                        .foregroundStyle(.white)
                    }), "Go"))
        #expect(onLabel.contains("#FFFFFF"))
        // Bordered and prominent buttons too.
        let bordered = try #require(ink(list(Button("Go") {}.buttonStyle(.bordered).foregroundStyle(.white)), "Go"))
        #expect(bordered.contains("#FFFFFF"))
        let prominent = try #require(
            ink(list(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black)), "Go"))
        #expect(prominent.contains("#000000"), "\(prominent)")
    }

    /// A stack measured under its parent's proposal lays its children out under that proposal
    /// again, as SwiftUI does: a line-limited text that came out narrower than offered must not
    /// make the stack offer its button less the second time, squeezing the label until it wraps.
    @Test func aButtonBesideTruncatedTextKeepsItsLabelOnOneLine() {
        let row = HStack {
            Text("A rather long description of the item").lineLimit(1)
            Button {
            } label: {
                HStack {
                    Image(systemName: "plus")
                    Text("Follow")
                }
                .padding(.horizontal, 16)
            }
            .buttonStyle(.bordered)
        }
        .frame(width: 300)
        let renderer = ImageRenderer(content: row)
        let label = rects(renderer.layoutDescription, "Text \"Follow\"")
        #expect(label.first?.height == 20, "one line: \(label)")
        let l = renderer.displayList.description
        let capsule = rects(l, "fill").first
        #expect(capsule.map { $0.height < 40 } == true, "\(String(describing: capsule))")
    }
}
