import Vitro

/// One row's model: what a settings screen keeps per row.
@Observable final class ListRowModel: Identifiable {
    let id: Int
    var title: String
    var isOn: Bool

    init(id: Int, title: String, isOn: Bool) {
        self.id = id
        self.title = title
        self.isOn = isOn
    }
}

/// The model behind the view-graph scenes: 20 rows, a card's position, and the toolbox of SwiftUI's glass
/// example (docs/reference/seeds.md#glass-api).
@Observable final class ViewGraphSceneModel {
    static let symbols = ["wifi", "bell.fill", "moon.fill", "lock.fill", "globe", "star.fill", "envelope", "calendar"]

    var rows: [ListRowModel] = (0..<20).map { ListRowModel(id: $0, title: "Setting \($0 + 1)", isOn: $0 % 3 == 0) }
    /// The moving card's distance from the top (points).
    var cardY: CGFloat = 80
    var isExpanded = false
}

/// A 402×874 pt list screen of 20 rows, each with a symbol, a title, a detail and a switch.
struct ListScreen: View {
    let model: ViewGraphSceneModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Settings").font(.largeTitle).bold().padding(.horizontal, 16)
            VStack(spacing: 0) {
                ForEach(model.rows) { row in
                    ListRow(row: row)
                    if row.id < 19 { Divider().padding(.leading, 56) }
                }
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            .padding(.horizontal, 16)
        }
        .padding(.top, 12)
        .frame(width: 402, height: 874, alignment: .top)
        .background(Color(.systemGroupedBackground))
        .clipped()
    }
}

/// One row: it reads its own model only, so a change to another row leaves it alone.
struct ListRow: View {
    let row: ListRowModel

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: ViewGraphSceneModel.symbols[row.id % ViewGraphSceneModel.symbols.count])
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(row.isOn ? Color.green : Color.gray, in: RoundedRectangle(cornerRadius: 7))
            Text(row.title)
            Spacer()
            Text(row.isOn ? "On" : "Off").foregroundStyle(.secondary)
            Toggle(row.title, isOn: .constant(row.isOn)).labelsHidden()
        }
        .padding(.horizontal, 16)
        .frame(height: 38)
    }
}

/// The list screen with a card over it, placed by the model's `cardY`.
struct CardOverListScreen: View {
    let model: ViewGraphSceneModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            ListScreen(model: model)
            VStack(alignment: .leading, spacing: 6) {
                Text("Now Playing").font(.headline)
                Text("A card that moves over the list").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(16)
            .frame(width: 300, height: 96, alignment: .leading)
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 20))
            .shadow(color: .black.opacity(0.2), radius: 12, y: 4)
            .offset(x: 51, y: model.cardY)
        }
        .frame(width: 402, height: 874, alignment: .topLeading)
    }
}

/// SwiftUI's glass toggle ("Applying Liquid Glass to custom views", example 4,
/// docs/reference/seeds.md#glass-api) over the photograph,
/// on a 402×874 pt screen.
struct GlassToggleOverPhoto: View {
    let photo: RasterImage
    let model: ViewGraphSceneModel
    @Namespace private var namespace

    var body: some View {
        ZStack {
            Image(photo).resizable().scaledToFill().frame(width: 402, height: 874).clipped()
            VStack(spacing: 24) {
                GlassEffectContainer(spacing: 40.0) {
                    HStack(spacing: 40.0) {
                        Image(systemName: "scribble.variable")
                            .frame(width: 80.0, height: 80.0)
                            .font(.system(size: 36))
                            .glassEffect()
                            .glassEffectID("pencil", in: namespace)
                        if model.isExpanded {
                            Image(systemName: "eraser.fill")
                                .frame(width: 80.0, height: 80.0)
                                .font(.system(size: 36))
                                .glassEffect()
                                .glassEffectID("eraser", in: namespace)
                        }
                    }
                }
                Button("Toggle") {
                    withAnimation { model.isExpanded.toggle() }
                }
                .buttonStyle(.glass)
            }
        }
        .frame(width: 402, height: 874)
    }
}
