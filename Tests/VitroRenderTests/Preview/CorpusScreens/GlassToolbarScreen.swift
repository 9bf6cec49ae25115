// iOS 26's look: content under a floating glass toolbar, glass buttons merged in a container.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import Vitro
#endif

struct GlassToolbarScreen: View {
    @State private var playing = false
    @Namespace private var glass

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 6) {
                Text("Now Playing").font(.caption).textCase(.uppercase).foregroundStyle(.secondary)
                Text("Clair de Lune").font(.largeTitle.bold())
                Text("Claude Debussy").font(.title3)
            }
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .glassEffect(.regular, in: .rect(cornerRadius: 28))
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)

            GlassEffectContainer(spacing: 12) {
                HStack(spacing: 12) {
                    Button("Back", systemImage: "backward.fill") {}
                        .glassEffectID("back", in: glass)
                    Button(playing ? "Pause" : "Play", systemImage: playing ? "pause.fill" : "play.fill") {
                        playing.toggle()
                    }
                    .glassEffectID("play", in: glass)
                    Button("Forward", systemImage: "forward.fill") {}
                        .glassEffectID("forward", in: glass)
                }
                .labelStyle(.iconOnly)
                .font(.title2)
                .buttonStyle(.glass)
                .controlSize(.large)
            }
            .padding(.bottom, 24)
        }
    }
}

#Preview {
    GlassToolbarScreen()
}
