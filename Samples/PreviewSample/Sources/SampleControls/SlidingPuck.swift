import Vitro

/// A puck on a track that slides to the other end when tapped, animated: in a live preview,
/// the slide plays frame by frame.
public struct SlidingPuck: View {
    @State private var isAtEnd = false

    public init() {}

    public var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.5)) { isAtEnd.toggle() }
        } label: {
            ZStack(alignment: .leading) {
                Capsule().fill(isAtEnd ? Color.green : Color.blue).frame(width: 280, height: 88)
                // A plain puck, not glass: each of the slide's 31 frames is drawn, and a glass
                // puck made the tap take 29.6 s against 5.5 s (debug build, load average 13).
                Image(systemName: isAtEnd ? "checkmark" : "arrow.right")
                    .font(.title)
                    .foregroundStyle(isAtEnd ? Color.green : Color.blue)
                    .frame(width: 72, height: 72)
                    .background(Circle().fill(Color.white))
                    .offset(x: isAtEnd ? 200 : 8)
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview("Slide", traits: .fixedLayout(width: 320, height: 140)) {
    SlidingPuck()
}
