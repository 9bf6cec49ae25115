// Stubs of the app's models (Models/Book.swift, Models/Library.swift), as the app writes them.
import Foundation
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

@Observable class Library {
    var books: [Book] = [Book(), Book(), Book()]
}
