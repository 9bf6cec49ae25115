import Foundation
import Testing
import Vitro

@MainActor
@Suite struct SurfacesNavigationTests {
    var mail: some View {
        NavigationStack {
            List {
                Section("Favorites") {
                    NavigationLink("Inbox", value: 1)
                    NavigationLink("VIPs", value: 2)
                    NavigationLink("Flagged", value: 3)
                }
                Section {
                    NavigationLink("Drafts", value: 4)
                    NavigationLink("Sent", value: 5)
                } header: {
                    Text("iCloud")
                } footer: {
                    Text("Updated just now")
                }
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "magnifyingglass") }
                    Button(action: {}) { Image(systemName: "ellipsis") }
                }
                ToolbarItem(placement: .bottomBar) { Button(action: {}) { Image(systemName: "pencil") } }
            }
        }
    }

    @Test func aStackWithAListAndAToolbarRenders() throws {
        let renderer = ImageRenderer(content: mail.frame(width: 402, height: 874))
        let list = renderer.displayList.description
        #expect(list.contains("text \"Mailboxes\""))
        lookAt(mail, "navigation-mail")
    }

    @Test func labelsInToolbarsShowTheirIconAlone() {
        let view = NavigationStack {
            Text("Body").navigationTitle("Title")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: {}) { Label("Add Item", systemImage: "plus") }
                    }
                }
        }
        let list = ImageRenderer(content: view.frame(width: 402, height: 400)).displayList.description
        #expect(!list.contains("text \"Add\""))
        #expect(list.contains("glass regular"))
    }
}
