import Foundation
import Testing
import Vitro

/// Non-finite and absurd values in views: a clear error or a harmless render, never a crash,
/// a hang or a NaN pixel.
@MainActor
@Suite struct HostileInputTests {
    @Test func nonFiniteNumbersAreHarmless() {
        let base = Color.red.frame(width: 20, height: 20)
        renderOrError(base.padding(.nan))
        renderOrError(base.padding(.infinity))
        renderOrError(base.frame(width: .nan, height: .infinity))
        renderOrError(base.offset(x: .nan, y: .infinity))
        renderOrError(base.scaleEffect(.infinity))
        renderOrError(base.rotationEffect(.degrees(.nan)))
        renderOrError(base.opacity(.nan))
        renderOrError(base.blur(radius: .nan))
        renderOrError(base.blur(radius: 1e9))
        renderOrError(base.shadow(radius: .infinity))
        renderOrError(Color(red: .nan, green: .infinity, blue: -.infinity).frame(width: 10, height: 10))
        renderOrError(RoundedRectangle(cornerRadius: .nan).frame(width: 10, height: 10))
        renderOrError(Text("x").font(.system(size: .nan)))
        renderOrError(Text("x").font(.system(size: 1e7)))
        renderOrError(Slider(value: .constant(Double.nan)).frame(width: 50))
        renderOrError(
            Rectangle().fill(Material.custom(blur: .infinity, saturation: .nan, tint: .red)).frame(
                width: 20, height: 20))
    }

    @Test func renderedPixelsAreNeverNaN() throws {
        let view = ZStack {
            Color(red: .nan, green: 0.5, blue: 0.5)
            Text("Hi").foregroundStyle(Color(red: 2, green: -1, blue: .nan))
        }
        .frame(width: 20, height: 20)
        let image = try ImageRenderer(content: view).render()
        // 16-bit samples cannot hold NaN; the channel values stay in range.
        #expect(image.samples.allSatisfy { $0 <= 65535 })
    }
}
