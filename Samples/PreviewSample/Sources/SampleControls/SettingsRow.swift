import Vitro

/// A settings row: a colored symbol tile and a title.
struct SettingsRow: View {
    var symbol: String
    var title: String
    var tint: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: symbol).foregroundStyle(.white).padding(6)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
        }
    }
}

struct SettingsRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            SettingsRow(symbol: "airplane", title: "Airplane Mode", tint: .orange)
            SettingsRow(symbol: "wifi", title: "Wi-Fi", tint: .blue)
            SettingsRow(symbol: "bell.badge.fill", title: "Notifications", tint: .red)
        }
    }
}
