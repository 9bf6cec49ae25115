// Stubs of the app's tab screens used by TabDemoView.swift (Home/HomeView.swift, Profile/ProfileView.swift).
import Vitro

struct HomeView: View {
    var body: some View { Text("Home") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
