import Vitro

/// A glass puck on a track that slides to the other end when tapped, animated: in a live
/// preview, the slide plays frame by frame.
public struct SlidingPuck: View {
    @State private var isAtEnd = false

    public init() {}

    public var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.5)) { isAtEnd.toggle() }
        } label: {
            ZStack(alignment: .leading) {
                Capsule().fill(isAtEnd ? Color.green : Color.blue).frame(width: 280, height: 88)
                Image(systemName: isAtEnd ? "checkmark" : "arrow.right")
                    .font(.title)
                    .frame(width: 72, height: 72)
                    .glassEffect(.regular, in: .circle)
                    .offset(x: isAtEnd ? 200 : 8)
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview("Slide", traits: .fixedLayout(width: 320, height: 140)) {
    SlidingPuck()
}
