import Foundation
import Testing
import Vitro

@MainActor
@Suite struct CompatModulesTests {
    @Test func combinePublishersDeliver() {
        let model = ClockModel()
        NotificationCenter.default.post(name: Notification.Name("ClockModelPing"), object: nil)
        #expect(model.lastNotification == "ClockModelPing")
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let c = subject.map { $0 * 2 }.sink { seen.append($0) }
        subject.send(21)
        #expect(seen == [42])
        c.cancel()
    }

    @Test func screenIsTheRenderingDevice() throws {
        #expect(UIScreen.main.bounds.size == CGSize(width: 402, height: 874))
        var size = CGSize.zero
        let renderer = ImageRenderer(content: ScreenProbe { size = $0 })
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 2
        _ = try renderer.render()
        #expect(size == CGSize(width: 390, height: 844))
    }

    @Test func uiKitScreenRendersAndRecordsTheOpenedURL() throws {
        let renderer = ImageRenderer(content: DeviceCard())
        renderer.proposedSize = ProposedViewSize(width: 402, height: 300)
        let image = try renderer.render()
        #expect(image.width > 100 && image.height > 100)
        UIApplication.shared.open(URL(string: "https://example.com/x")!)
        #expect(UIApplication.shared.openedURLs.last?.absoluteString == "https://example.com/x")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test func coreGraphicsColorsAndGeometry() {
        #expect(Geometry.tint.numberOfComponents == 4)
        #expect(Geometry.tint.alpha == 0.5)
        #expect(hypot(Geometry.step.dx, Geometry.step.dy) == 5)
        #expect(Geometry.card.width == 6)
    }
}
