// Stubs of the app's own model used by MDStoreRowView.swift.
import Vitro

struct MDStore: Identifiable {
    var id: Int
    var name: String
    var active: Bool
    var mdStoreDescription: String
    var rowCreatedTimestamp: String
}
