import Foundation
import Testing
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `backgroundExtensionEffect()`: mirrored copies in the safe-area regions around the view,
/// matching the mirrored source geometrically before the blur.
@MainActor
@Suite struct SurfacesBackgroundExtensionTests {
    @Test func aViewBesideASidebarGetsOneMirroredCopyUnderIt() throws {
        let frame = CGRect(x: 328, y: 0, width: 500, height: 400)
        let outer = CGRect(x: 0, y: 0, width: 1180, height: 820)
        let safe = CGRect(x: 328, y: 24, width: 852, height: 776)
        let copies = BackgroundExtensionNode.copies(frame: frame, outer: outer, safe: safe)
        let copy = try #require(copies.first)
        #expect(copies.count == 1)
        #expect(copy.region == CGRect(x: 0, y: 0, width: 328, height: 400))
        // The mirror maps the source onto its reflection about the seam: the source's leading
        // edge lands on the seam, a point d inside the source lands d outside it.
        let mirrored = frame.applying(copy.mirror)
        #expect(mirrored == CGRect(x: -172, y: 0, width: 500, height: 400))
        for d: CGFloat in [0, 1, 40, 327] {
            let p = CGPoint(x: frame.minX + d, y: 123).applying(copy.mirror)
            #expect(p == CGPoint(x: frame.minX - d, y: 123))
        }
    }

    @Test func everyEdgeMeetingTheSafeAreaGetsACopy() {
        let safe = CGRect(x: 100, y: 50, width: 200, height: 300)
        let outer = CGRect(x: 0, y: 0, width: 400, height: 400)
        let all = BackgroundExtensionNode.copies(frame: safe, outer: outer, safe: safe)
        #expect(all.count == 4)
        let inside = BackgroundExtensionNode.copies(frame: safe.insetBy(dx: 10, dy: 10), outer: outer, safe: safe)
        #expect(inside.isEmpty)
        let flush = BackgroundExtensionNode.copies(frame: outer, outer: outer, safe: safe)
        #expect(flush.isEmpty)
    }

    /// Horizontal bands of different heights, so a mirror is told apart from a copy.
    var bands: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 10)
            Color.green.frame(height: 20)
            Color.blue.frame(height: 30)
            Color.yellow.frame(height: 40)
            Color.black
        }
    }

    @Test func beforeTheBlurTheCopyIsThePixelMirrorOfTheSource() throws {
        let inset: CGFloat = 60
        let view = bands.backgroundExtensionEffect()
            .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: inset) }
            .environment(\.backgroundExtensionBlur, 0)
            .frame(width: 80, height: 240)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        let image = try renderer.render()
        let pixmap = image.pixmap()
        let seam = Int(inset)
        var mismatches = 0
        for k in 0..<seam {
            for x in stride(from: 5, to: 80, by: 25) where pixmap[x, seam + k] != pixmap[x, seam - 1 - k] {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        // The copy is not a translated duplicate: just above the seam is red, as the source's top.
        #expect(pixmap[40, seam - 1] == pixmap[40, seam])
        #expect(pixmap[40, seam - 15] != pixmap[40, seam - 5])
    }

    @Test func withTheBlurTheCopyIsDrawnBlurredAndClippedToItsRegion() throws {
        let view = NavigationSplitView(columnVisibility: .constant(.all)) {
            Text("Sidebar")
        } detail: {
            Color.orange.frame(height: 300).backgroundExtensionEffect()
        }
        let list = ImageRenderer(content: view, device: .iPad).displayList
        func copies(_ items: [DisplayList.Item]) -> [(GroupEffects, [DisplayList.Item])] {
            items.flatMap { item -> [(GroupEffects, [DisplayList.Item])] in
                guard case .group(let e, let children) = item else { return [] }
                return (e.blurRadius > 0 && e.clip != nil ? [(e, children)] : []) + copies(children)
            }
        }
        let found = copies(list.items)
        #expect(found.count == 1)
        let (effects, children) = try #require(found.first)
        let extent = SplitMetrics.panelInset + SplitMetrics.sidebarWidth
        #expect(effects.clip?.boundingRect.minX == 0)
        #expect(effects.clip?.boundingRect.width == extent)
        #expect(effects.blurRadius == EnvironmentValues().backgroundExtensionBlur)
        guard case .group(let mirror, _) = children.first else {
            Issue.record("no mirrored group")
            return
        }
        #expect(mirror.transform.a == -1 && mirror.transform.tx == 2 * extent)
    }
}
