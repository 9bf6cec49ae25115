// Stubs of the app's own document type used by ContentView.swift, as the app writes it: a
// FileDocument holding plain text. (The app imports UniformTypeIdentifiers for `UTType`; Vitro
// brings it.)
import Vitro

// corpus: flat-in-swiftui its only preview is an empty TextEditor (white, no border) with a toolbar but no navigation container to show it, so iOS draws one flat white screen

struct TextFile: FileDocument {
    static var readableContentTypes = [UTType.plainText]

    var text = ""

    init(initialText: String = "") {
        text = initialText
    }

    init(configuration: ReadConfiguration) throws {
        if let data = configuration.file.regularFileContents {
            text = String(decoding: data, as: UTF8.self)
        }
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
