import Vitro

/// A person's card: a symbol, a name and a role on a glass panel.
public struct ProfileCard: View {
    let name: String
    let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Engineer").padding()
}

#Preview("Featured", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Grace Hopper", role: "Rear admiral").padding().frame(width: 360)
}
