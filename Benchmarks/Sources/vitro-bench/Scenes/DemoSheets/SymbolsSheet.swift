// Frozen copy of the demo sheet as it was when the end-to-end benchmark was first recorded,
// so the benchmark measures the same scene while the demo changes.
import Vitro

/// The first 58 built-in symbols with their names: as many as Vitro drew when the benchmark was
/// first recorded, so the scene stays the same size as the symbol set grows.
struct SymbolsSheet: View {
    let names = Array(Image.builtInSymbolNames.prefix(58))
    let columns = 8

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Symbols").font(.largeTitle).bold()
            Text("Vitro's built-in vector symbols, by their SF Symbols names, weighted by the font").font(.subheadline)
                .foregroundStyle(.secondary)
            VStack(spacing: 10) {
                ForEach(0..<((names.count + columns - 1) / columns), id: \.self) { row in
                    HStack(spacing: 10) {
                        ForEach(0..<columns, id: \.self) { col in
                            cell(row * columns + col)
                        }
                    }
                }
            }
        }
        .padding(28)
        .background(Color(.systemGroupedBackground))
    }

    @ViewBuilder func cell(_ i: Int) -> some View {
        if i < names.count {
            VStack(spacing: 8) {
                Image(systemName: names[i]).font(.system(size: 30)).foregroundStyle(.blue)
                Text(names[i]).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
            }
            .frame(width: 118, height: 86)
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
        } else {
            Color.clear.frame(width: 118, height: 86)
        }
    }
}
