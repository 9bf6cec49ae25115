// corpus: stubs-from endresjd__BookEditView.stubs.swift
import Vitro

struct BookView: View {
    var book: Book
    var body: some View { Text(book.title) }
}
