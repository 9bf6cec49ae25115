// Code in the style of pasted app files that import Combine, CoreGraphics and UIKit beside
// SwiftUI, compiled in Swift 5 mode as an app target is.
import Combine
import CoreGraphics
import Foundation
import Testing
import UIKit

/// A view model as apps write them with Combine: a timer, a notification and `@Published`.
final class ClockModel: ObservableObject {
    @Published var ticks = 0
    @Published var lastNotification: String?
    private var cancellables = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: Notification.Name("ClockModelPing"))
            .sink { [weak self] note in self?.lastNotification = note.name.rawValue }
            .store(in: &cancellables)
    }
}

/// A screen that reads the screen size, the device and a UIKit color, font and image.
struct DeviceCard: View {
    let width = UIScreen.main.bounds.width
    var body: some View {
        VStack(spacing: 12) {
            Image(uiImage: UIImage(systemName: "iphone")!)
                .font(.system(size: 40))
            Text(UIDevice.current.model)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text("\(Int(width)) pt wide")
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            Button("Rate") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                UIApplication.shared.open(URL(string: "https://example.com/rate")!)
            }
        }
        .padding()
        .background(Color(cgColor: CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)))
    }
}

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
        #expect(image.width == 402)
        UIApplication.shared.open(URL(string: "https://example.com/x")!)
        #expect(UIApplication.shared.openedURLs.last?.absoluteString == "https://example.com/x")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test func coreGraphicsColorsAndGeometry() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.5)
        let v = CGVector(dx: 3, dy: 4)
        #expect(hypot(v.dx, v.dy) == 5)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 2).width == 6)
    }
}

/// Reports `UIScreen.main.bounds.size` while it is laid out.
struct ScreenProbe: View {
    let report: (CGSize) -> Void
    var body: some View {
        report(UIScreen.main.bounds.size)
        return Color.red
    }
}
