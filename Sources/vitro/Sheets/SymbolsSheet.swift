import VitroBase

/// Every built-in symbol with its name.
struct SymbolsSheet: View {
    let names = Image.builtInSymbolNames
    let columns = 18

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Symbols").font(.largeTitle).bold()
            Text(
                "Vitro's \(names.count) built-in vector symbols, by their SF Symbols names, drawn for Vitro and weighted by the font"
            ).font(.subheadline)
                .foregroundStyle(.secondary)
            VStack(spacing: 6) {
                ForEach(0..<((names.count + columns - 1) / columns), id: \.self) { row in
                    HStack(spacing: 6) {
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
            VStack(spacing: 6) {
                Image(systemName: names[i]).font(.system(size: 24)).foregroundStyle(.blue)
                Text(names[i]).font(.system(size: 8)).foregroundStyle(.secondary).lineLimit(1).truncationMode(.middle)
            }
            .frame(width: 100, height: 64)
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
        } else {
            Color.clear.frame(width: 100, height: 64)
        }
    }
}
