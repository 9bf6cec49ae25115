// Stubs of the app's own document type used by ContentView.swift, as the app writes it: a
// FileDocument holding plain text. (The app imports UniformTypeIdentifiers for `UTType`; Vitro
// brings it.)
import Vitro

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
