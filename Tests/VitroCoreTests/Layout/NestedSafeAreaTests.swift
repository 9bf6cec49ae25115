import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Views that ignore the safe area inside content a container resolved first (a navigation
/// stack's, under its bar's `safeAreaInset`) reach the screen's edges, as in SwiftUI.
@MainActor
@Suite struct NestedSafeAreaTests {
    /// The bounds of every fill painted in exactly `color` (sRGB components).
    func fills(_ red: Double, _ green: Double, _ blue: Double, in view: some View, on device: Device) -> [CGRect] {
        func find(_ items: [DisplayList.Item]) -> [CGRect] {
            items.flatMap { item -> [CGRect] in
                switch item {
                case .fill(let path, .color(let c), _, _)
                where abs(c.red - red) < 1e-6 && abs(c.green - green) < 1e-6 && abs(c.blue - blue) < 1e-6:
                    [path.boundingRect]
                case .group(_, let children): find(children)
                case .glass(let g): find(g.printedContent)
                default: []
                }
            }
        }
        return find(ImageRenderer(content: view, device: device).displayList.items)
    }

    @Test func ignoringTheSafeAreaUnderANavigationBarReachesTheScreensTop() throws {
        let view = NavigationStack {
            Color(red: 0.9, green: 0.1, blue: 0.2).ignoresSafeArea()
                .navigationTitle("Title")
        }
        let rect = try #require(fills(0.9, 0.1, 0.2, in: view, on: .iPhone).first)
        #expect(rect.minY == 0, "\(rect)")
        #expect(rect.maxY == Device.iPhone.size.height, "\(rect)")
    }

    @Test func respectingTheSafeAreaStaysUnderTheBar() throws {
        let view = NavigationStack {
            Color(red: 0.9, green: 0.1, blue: 0.2).navigationTitle("Title")
        }
        let rect = try #require(fills(0.9, 0.1, 0.2, in: view, on: .iPhone).first)
        #expect(rect.minY == Device.iPhone.safeAreaInsets.top + 96, "\(rect)")
    }

    @Test func ignoringTheSafeAreaInsideAnInsetReachesTheContainersEdge() throws {
        // Under a device's status bar, the inset's content still reaches the screen's top.
        let view = Color(red: 0.9, green: 0.1, blue: 0.2).ignoresSafeArea()
            .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 40) }
        let rect = try #require(fills(0.9, 0.1, 0.2, in: view, on: .iPhone).first)
        #expect(rect.minY == 0, "\(rect)")
    }

    @Test func aViewAwayFromTheSafeEdgeDoesNotReachPastIt() throws {
        // Padded away from the top, the inset's content extends only over the inset.
        let view = Color(red: 0.9, green: 0.1, blue: 0.2).ignoresSafeArea()
            .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 40) }
            .padding(.top, 100)
        let rect = try #require(fills(0.9, 0.1, 0.2, in: view, on: .iPhone).first)
        #expect(rect.minY == Device.iPhone.safeAreaInsets.top + 100, "\(rect)")
    }

    @Test func aSplitViewsDetailIgnoringTheSafeAreaReachesTheColumnsTopOnce() throws {
        // The column's bar is counted once: the detail reaches the window's top, not beyond.
        let view = NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Color(red: 0.9, green: 0.1, blue: 0.2).frame(height: 300).frame(maxHeight: .infinity, alignment: .top)
                .ignoresSafeArea(edges: .top)
        }
        let rect = try #require(fills(0.9, 0.1, 0.2, in: view, on: .iPad).first)
        #expect(rect.minY == 0, "\(rect)")
    }

    @Test func aBackgroundExtensionUnderANavigationBarFillsTheBarsRegion() throws {
        // The image sits under the bar; its mirrored copy fills the bar and status bar above it.
        let view = NavigationStack {
            VStack {
                Color(red: 0.9, green: 0.1, blue: 0.2).frame(height: 200).backgroundExtensionEffect()
                Spacer()
            }
            .navigationTitle("Title")
        }
        .environment(\.backgroundExtensionBlur, 0)
        let top = Device.iPhone.safeAreaInsets.top + 96
        // The copies: groups clipped to the region beyond the view's edge.
        func copies(_ items: [DisplayList.Item]) -> [CGRect] {
            items.flatMap { item -> [CGRect] in
                guard case .group(let effects, let children) = item else { return [] }
                return (effects.clip.map { [$0.boundingRect] } ?? []) + copies(children)
            }
        }
        let regions = copies(ImageRenderer(content: view, device: .iPhone).displayList.items)
        #expect(regions.contains { $0.minY == 0 && $0.height == top }, "\(regions)")
    }
}
