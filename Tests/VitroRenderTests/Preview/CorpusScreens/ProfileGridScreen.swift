// A detail screen: a header card, formatted values, a lazy grid of badges, a gauge.
import Observation
#if canImport(SwiftUI)
    import SwiftUI
#else
    import Vitro
#endif

@Observable
final class ProfileStore {
    var name = "Katherine Johnson"
    var joined = Date(timeIntervalSince1970: 1_700_000_000)
    var distance = 1_234.5
    var badges = ["star.fill", "flame.fill", "bolt.fill", "leaf.fill", "heart.fill", "trophy.fill"]
}

struct BadgeCell: View {
    let symbol: String

    var body: some View {
        Image(systemName: symbol)
            .font(.title)
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct ProfileGridScreen: View {
    @State private var store = ProfileStore()
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 16) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.system(size: 56))
                        .foregroundStyle(.tint)
                    VStack(alignment: .leading) {
                        Text(store.name).font(.title2.bold())
                        Text("Joined \(store.joined, format: .dateTime.year().month())")
                            .foregroundStyle(.secondary)
                    }
                }
                Gauge(value: 0.62) {
                    Text("Weekly goal")
                } currentValueLabel: {
                    Text("62 %")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text("\(store.distance, specifier: "%.1f") km this year")
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(store.badges, id: \.self) { BadgeCell(symbol: $0) }
                }
            }
            .padding()
        }
    }
}

#Preview {
    ProfileGridScreen()
}
