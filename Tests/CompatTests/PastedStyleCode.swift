// Code in the style of pasted app files that import Combine, CoreGraphics and UIKit beside
// SwiftUI, compiled in Swift 5 mode as an app target is. (Kept apart from the tests: a file that
// imports Testing with a module named CoreGraphics or UIKit asks for swift-testing's
// cross-import overlays, which exist only on Apple platforms.)
import Combine
import CoreGraphics
import Foundation
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

/// Reports `UIScreen.main.bounds.size` while it is laid out.
struct ScreenProbe: View {
    let report: (CGSize) -> Void
    var body: some View {
        report(UIScreen.main.bounds.size)
        return Color.red
    }
}

/// CoreGraphics values as model code builds them.
enum Geometry {
    static let tint = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    static let step = CGVector(dx: 3, dy: 4)
    static let card = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 2)
}
