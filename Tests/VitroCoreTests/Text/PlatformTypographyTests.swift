import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Text styles take each platform's sizes: the HIG's default text size per platform is its body.
@MainActor
@Suite struct PlatformTypographyTests {
    @Test func bodyIsEachPlatformsDefaultTextSize() {
        let expected: [(Device.Platform, CGFloat)] = [
            (.iOS, 17), (.iPadOS, 17), (.macOS, 13), (.tvOS, 29), (.visionOS, 17), (.watchOS, 16),
        ]
        for (platform, size) in expected {
            #expect(Font.body.pointSize(.large, on: platform) == size, "\(platform)")
        }
    }

    @Test func stylesKeepTheirOrderOnEveryPlatform() {
        let order: [Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .body, .footnote]
        for platform in [Device.Platform.iOS, .macOS, .tvOS, .watchOS] {
            let sizes = order.map { $0.size(on: platform) }
            #expect(sizes == sizes.sorted(by: >), "\(platform): \(sizes)")
        }
    }

    @Test func aMacHeadlineIsBoldAndAnIPhoneOneSemibold() {
        #expect(Font.headline.resolvedWeight(on: .macOS) == 700)
        #expect(Font.headline.resolvedWeight(on: .iOS) == 600)
        #expect(Font.body.bold().resolvedWeight(on: .tvOS) == 700)
    }

    @Test func textOnATVIsDrawnLargerThanOnAPhone() throws {
        func height(on device: Device) throws -> Int {
            let renderer = ImageRenderer(content: Text("Settings").font(.body).fixedSize(), device: device)
            renderer.scale = 1
            let layout = renderer.layoutDescription
            let line = try #require(layout.split(separator: "\n").first { $0.contains("Text") })
            let numbers = line.split(separator: "(").last!.dropLast().split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))!
            }
            return Int(numbers[3])
        }
        #expect(try height(on: .appleTV) > height(on: .iPhone) + 10)
        #expect(try height(on: .mac) < height(on: .iPhone))
    }
}
