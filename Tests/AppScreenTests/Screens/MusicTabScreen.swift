// A music app with a tab bar as an app writes it. The import is the only line that differs
// from the SwiftUI original.
import Vitro

struct Album: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
    let color: Color
}

struct MusicTabScreen: View {
    enum Page: Hashable { case home, new, library, search }
    @State private var tab = Page.home
    let albums = [
        Album(title: "Glass Houses", artist: "Harbour Lights", color: .teal),
        Album(title: "Refraction", artist: "The Bezels", color: .orange),
        Album(title: "Soft Edges", artist: "Frost", color: .purple),
        Album(title: "Concentric", artist: "Corners", color: .pink),
    ]

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house.fill", value: .home) {
                NavigationStack {
                    List {
                        Section("Recently Played") {
                            ForEach(albums) { album in
                                AlbumRow(album: album)
                            }
                        }
                    }
                    .navigationTitle("Home")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu {
                                Button("Settings", systemImage: "gear") {}
                                Button("Account", systemImage: "person") {}
                            } label: {
                                Image(systemName: "person.crop.circle")
                            }
                        }
                    }
                }
            }
            Tab("New", systemImage: "star.fill", value: .new) {
                Text("New releases")
            }
            Tab("Library", systemImage: "music.note", value: .library) {
                Text("Library")
            }
            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
    }
}

struct AlbumRow: View {
    let album: Album

    var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(album.color.gradient)
                .frame(width: 52, height: 52)
            VStack(alignment: .leading, spacing: 2) {
                Text(album.title)
                Text(album.artist).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "ellipsis").foregroundStyle(.secondary)
        }
        .contextMenu {
            Button("Play Next", systemImage: "play.fill") {}
            Button("Love", systemImage: "heart") {}
        }
    }
}
