// Stubs of the app's own document type used by ContentView.swift (a FileDocument in the app;
// here only the text it holds).
import Vitro

struct TextFile {
    var text = "Hello, world!"
}
