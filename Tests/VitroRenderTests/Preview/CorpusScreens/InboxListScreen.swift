// A list with sections, row badges, swipe actions, search and a toolbar.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import Vitro
#endif

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let unread: Bool
}

struct InboxListScreen: View {
    @State private var query = ""
    let today = [
        Message(id: 1, sender: "Grace", subject: "Compiler notes", unread: true),
        Message(id: 2, sender: "Alan", subject: "Lunch on Friday?", unread: false),
    ]
    let earlier = [
        Message(id: 3, sender: "Edsger", subject: "On the cruelty of really teaching", unread: false)
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(today) { row($0) }
                }
                Section("Earlier") {
                    ForEach(earlier) { row($0) }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $query)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }

    private func row(_ message: Message) -> some View {
        NavigationLink(value: message.id) {
            VStack(alignment: .leading, spacing: 2) {
                Text(message.sender).font(.headline)
                Text(message.subject).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .badge(message.unread ? 1 : 0)
        .swipeActions {
            Button("Archive", systemImage: "archivebox") {}.tint(.purple)
        }
    }
}

#Preview("Inbox") {
    InboxListScreen()
}
