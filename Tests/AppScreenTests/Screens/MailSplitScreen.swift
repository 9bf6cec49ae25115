// A mail-style split view as an app writes it: mailboxes, messages and the selected message.
// The import is the only line that differs from the SwiftUI original.
import Vitro

struct Mailbox: Identifiable, Hashable {
    let id: String
    let symbol: String
    let unread: Int
}

struct MailMessage: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let body: String
}

struct MailSplitScreen: View {
    let mailboxes = [
        Mailbox(id: "Inbox", symbol: "envelope", unread: 3),
        Mailbox(id: "Flagged", symbol: "flag", unread: 0),
        Mailbox(id: "Sent", symbol: "arrow.right", unread: 0),
        Mailbox(id: "Trash", symbol: "trash", unread: 0),
    ]
    let messages = [
        MailMessage(id: 1, sender: "Ada Park", subject: "Glass samples", body: "The new panels arrived this morning."),
        MailMessage(id: 2, sender: "Luis Ortega", subject: "Harbour ride", body: "Are we still on for Saturday?"),
        MailMessage(id: 3, sender: "Mina Sato", subject: "Photos", body: "Here are the shots from the roof."),
    ]
    @State private var mailbox: Mailbox.ID? = "Inbox"
    @State private var selection: MailMessage.ID? = 1
    @State private var confirmsDelete = false
    @State private var columns = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List(mailboxes, selection: $mailbox) { box in
                Label(box.id, systemImage: box.symbol)
                    .badge(box.unread)
            }
            .navigationTitle("Mailboxes")
        } content: {
            List(messages, selection: $selection) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).font(.subheadline)
                }
                .swipeActions {
                    Button(role: .destructive) {
                    } label: {
                        Label("Trash", systemImage: "trash")
                    }
                }
            }
            .navigationTitle(mailbox ?? "Mail")
        } detail: {
            if let message = messages.first(where: { $0.id == selection }) {
                VStack(alignment: .leading, spacing: 12) {
                    Text(message.subject).font(.title.bold())
                    Text("From \(message.sender)").foregroundStyle(.secondary)
                    Text(message.body)
                    Spacer()
                }
                .padding(24)
                .toolbar {
                    ToolbarItem {
                        Button("Delete", systemImage: "trash") { confirmsDelete = true }
                            .confirmationDialog("Delete this message?", isPresented: $confirmsDelete) {
                                Button("Delete", role: .destructive) {}
                            }
                    }
                }
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
            }
        }
    }
}
