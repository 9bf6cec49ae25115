import Foundation
import VitroBase

/// A "Now Playing" card that springs across a gradient: the animation `vitro demo` writes as
/// an animated PNG, drawn by a `ViewHost` from one state to the other with
/// `.spring(duration: 0.6, bounce: 0.3)`.
struct CardSpringDemo: View {
    /// Whether the card has moved to the right and grown.
    var moved: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(moved ? Color.orange.gradient : Color.pink.gradient)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text("Now Playing").font(.headline)
                Text("Spring · 0.6 s · bounce 0.3").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(14)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 22, style: .continuous))
        .scaleEffect(moved ? 1.1 : 0.9)
        .rotationEffect(.degrees(moved ? 0 : -6))
        .frame(maxWidth: .infinity, alignment: moved ? .trailing : .leading)
        .padding(.horizontal, 28)
        .frame(width: 560, height: 150)
        .background(AnimationBackdrop())
        .clipped()
    }

    /// Every frame of the move at `fps`, the first the card at rest on the left.
    @MainActor
    static func frames(scale: CGFloat, fps: Int) throws -> [RasterImage] {
        let host = ViewHost(CardSpringDemo(moved: false))
        host.scale = scale
        host.perform {
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) { host.content = CardSpringDemo(moved: true) }
        }
        return try host.renderTransition(fps: fps)
    }
}
