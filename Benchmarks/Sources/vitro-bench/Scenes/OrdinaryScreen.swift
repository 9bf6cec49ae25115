import Vitro

/// An iPhone screen of ordinary views, 402×874 points: a large title, three cards with
/// symbols and a grouped list of 20 rows.
struct OrdinaryScreen: View {
    static let cards: [(String, String, Color)] = [
        ("heart.fill", "Health", .red), ("bell.fill", "Alerts", .orange), ("cloud.fill", "Weather", .blue),
    ]
    static let rowSymbols = ["star.fill", "envelope", "calendar", "globe", "lock.fill"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Summary").font(.largeTitle).bold()
            HStack(spacing: 12) {
                ForEach(0..<Self.cards.count, id: \.self) { i in
                    card(Self.cards[i].0, Self.cards[i].1, Self.cards[i].2)
                }
            }
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    row(i)
                    if i < 19 { Divider().padding(.leading, 52) }
                }
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        }
        .padding(.horizontal, 16)
        .padding(.top, 12)
        .frame(width: 402, height: 874, alignment: .top)
        .background(Color(.systemGroupedBackground))
        .clipped()
    }

    func card(_ symbol: String, _ title: String, _ tint: Color) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: symbol).font(.title2).foregroundStyle(tint)
            Text(title).font(.headline)
            Text("Up to date").font(.caption).foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }

    func row(_ i: Int) -> some View {
        HStack(spacing: 12) {
            Image(systemName: Self.rowSymbols[i % Self.rowSymbols.count]).foregroundStyle(.blue).frame(width: 24)
            Text("Item \(i + 1)")
            Spacer()
            Text("Detail").foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .frame(height: 30)
    }
}
