import Vitro

/// A round glass badge with a symbol.
struct GlassBadge: View {
    var symbol: String

    var body: some View {
        Image(systemName: symbol).font(.title).padding(20).glassEffect(.regular, in: .circle)
    }
}

#Preview("Badge", traits: .fixedLayout(width: 200, height: 120)) {
    GlassBadge(symbol: "star.fill")
}

#Preview("Badges in landscape", traits: .landscapeLeft) {
    HStack(spacing: 16) {
        GlassBadge(symbol: "heart.fill")
        GlassBadge(symbol: "bell.fill")
        GlassBadge(symbol: "star.fill")
    }
}
