// Stubs of the app's own views used by ContentView.swift (each is a file of the app).
import Vitro

struct HomeView: View { var body: some View { Text("Home") } }
struct EmailView: View { var body: some View { Text("Email") } }
struct SearchView: View { var body: some View { Text("Search") } }
struct FavoritesView: View { var body: some View { Text("Favorites") } }
struct SettingView: View { var body: some View { Text("Settings") } }

struct CustomTabBarButton: View {
    @Binding var selectedTab: Tab
    var tab: TabInfo
    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: tab.icon)
            Text(tab.name).font(.caption2)
        }
        .foregroundStyle(selectedTab == tab.view ? .blue : .gray)
    }
}
