import Foundation
import Vitro

/// What the seed examples are drawn over: a gradient with fine stripes, so blur and glass show.
@MainActor
func scene<V: View>(_ view: V, _ size: CGSize) -> some View {
    ZStack {
        LinearGradient(colors: [.blue, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            .overlay(alignment: .leading) {
                HStack(spacing: 12) {
                    ForEach(0..<40, id: \.self) { _ in Rectangle().fill(Color.white.opacity(0.5)).frame(width: 3) }
                }
            }
            .clipped()
        view
    }
    .frame(width: size.width, height: size.height)
}

/// Points `Image("chili_peppers")` at the test resources.
func useTestImages() {
    let resources = Bundle.module.url(forResource: "chili_peppers", withExtension: "png", subdirectory: "Resources")!
        .deletingLastPathComponent().path
    setenv("VITRO_IMAGE_PATH", resources, 1)
}
