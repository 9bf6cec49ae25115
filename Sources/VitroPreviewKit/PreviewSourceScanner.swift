import Foundation

/// Finds the previews in Swift sources by their text: `#Preview` and types that conform to
/// `PreviewProvider`. The compiler registers `#Preview`s itself; the scan decides which
/// targets the runner links, and names the providers it calls.
public enum PreviewSourceScanner {
    /// A `PreviewProvider` type found in a file.
    public struct Provider: Hashable, Sendable {
        /// The type's name.
        public var typeName: String
        /// The line of the type's declaration, counting from 1.
        public var line: Int
        /// A `private` or `fileprivate` provider cannot be called from the runner.
        public var isPrivate: Bool
    }

    /// What a file holds.
    public struct FileScan: Hashable, Sendable {
        /// The number of `#Preview` macros in the file.
        public var previewMacros: Int
        /// The `PreviewProvider` types the file declares, private ones included.
        public var providers: [Provider]
        /// The file declares the program's entry point (`@main` or is `main.swift`).
        public var isEntryPoint: Bool
        /// Whether the file has a `#Preview` or a `PreviewProvider`.
        public var hasPreviews: Bool { previewMacros > 0 || !providers.isEmpty }
    }

    /// Scans `text`, the contents of the file named `fileName`.
    public static func scan(_ text: String, fileName: String) -> FileScan {
        var macros = 0
        var providers: [Provider] = []
        var entry = fileName == "main.swift"
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            if line.hasPrefix("#Preview") { macros += 1 }
            if line.hasPrefix("@main") { entry = true }
            if let provider = provider(in: line, line: index + 1) { providers.append(provider) }
        }
        return FileScan(previewMacros: macros, providers: providers, isEntryPoint: entry)
    }

    /// `struct Name: …PreviewProvider…` on one line.
    static func provider(in line: String, line number: Int) -> Provider? {
        guard line.contains("PreviewProvider"), let colon = line.firstIndex(of: ":") else { return nil }
        let head = line[..<colon].split(separator: " ")
        guard head.count >= 2, ["struct", "enum", "class", "final"].contains(where: head.contains) else { return nil }
        let conformances = line[line.index(after: colon)...].prefix { $0 != "{" }
        guard
            conformances.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == "PreviewProvider"
            })
        else { return nil }
        let name = String(head.last!.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        return Provider(
            typeName: name, line: number, isPrivate: head.contains("private") || head.contains("fileprivate"))
    }
}
