// corpus: stubs-from endresjd__BookEditView.stubs.swift
import Vitro

struct BookEditView: View {
    @Bindable var book: Book
    var body: some View { TextField("Title", text: $book.title) }
}
