import VitroBase

/// The README's first example, as written there: a card on the regular material with a glass
/// button, over a gradient and a sun so the blur and the vibrancy have something to show.
struct ReadmeCard: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 150).offset(x: -120, y: -60)
            VStack(alignment: .leading, spacing: 8) {
                Label("Materials", systemImage: "square.stack.3d.up.fill").font(.title2).bold()
                Text("Secondary text is **vibrant** on a material.").foregroundStyle(.secondary)
                Button("Learn More") {}.buttonStyle(.glass)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 24))
            .padding(28)
        }
        .frame(width: 400, height: 240)
    }
}

/// The README's card in light and dark, side by side, as the README shows it beside its code.
struct ReadmeCardSheet: View {
    var body: some View {
        HStack(spacing: 0) {
            ReadmeCard()
            ReadmeCard().environment(\.colorScheme, .dark)
        }
    }
}
