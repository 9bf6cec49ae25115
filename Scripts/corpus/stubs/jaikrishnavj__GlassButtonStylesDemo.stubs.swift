// Stubs of the app's own views used by its glass demo files (GlassButtonStylesDemo, GlassEffectContainerDemo,
// GlassEffectModifierDemo, MaterialHierarchyDemo, ToolbarGroupingDemo), shared by their stubs files.
import Vitro

// Plain stand-ins of the handbook's own card views (each a file of the app), same initializers.
struct InfoCard: View {
    let title: String
    let description: String
    let icon: String
    let color: Color
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: icon).font(.headline).foregroundStyle(color)
            Text(description).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct DemoSection<Content: View>: View {
    let title: String
    let content: Content
    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.title3.bold())
            content
        }
    }
}

struct CodeSection: View {
    let title: String
    let code: String
    let language: String
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Text(code).font(.system(.caption, design: .monospaced))
        }
    }
}

struct KeyPointsCard: View {
    let points: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(points, id: \.self) { Text("• " + $0).font(.subheadline) }
        }
        .padding()
    }
}

struct ActionButtonsCard: View {
    let title: String
    let description: String
    let keyPoints: [String]
    let code: String
    let icon: String
    let color: Color
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: icon).font(.headline).foregroundStyle(color)
            Text(description).font(.subheadline)
        }
        .padding()
    }
}

struct MaterialCard: View {
    let material: Material
    let title: String
    var body: some View {
        Text(title).padding().frame(maxWidth: .infinity).background(material, in: RoundedRectangle(cornerRadius: 12))
    }
}
