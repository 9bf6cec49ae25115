// Stubs of the app's own views used by HomeView.swift and ProfileView.swift (Utils/BackgroundView.swift,
// Home/DetailsView.swift, Profile/ProfileRow.swift), as plain stand-ins with the same initializers.
import Vitro

struct BackgroundView: View {
    var colors: [Color] = [.blue, .purple]
    init(colors: [Color] = [.blue, .purple]) { self.colors = colors }
    var body: some View { LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom) }
}

struct DetailsView: View {
    var body: some View { Text("Details") }
}

struct ProfileRow: View {
    init(title: String, value: String) { self.title = title; self.value = value }
    private let title: String
    private let value: String
    var body: some View {
        HStack {
            Text(title); Spacer(); Text(value)
        }
    }
}
