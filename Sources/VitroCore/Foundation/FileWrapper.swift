import Foundation

#if !canImport(Darwin)
    /// A file or folder in memory, as Foundation's `FileWrapper` on Apple's platforms (Linux's
    /// Foundation lacks it): what a `FileDocument` reads from and writes to.
    open class FileWrapper: @unchecked Sendable {
        /// The bytes of a regular file; `nil` for a folder.
        open private(set) var regularFileContents: Data?
        /// The children of a folder, by file name; `nil` for a regular file.
        open private(set) var fileWrappers: [String: FileWrapper]?
        /// The name the file or folder would like to be written under.
        open var preferredFilename: String?
        /// The name it was read from or last written under.
        open var filename: String?

        /// A regular file holding `contents`.
        public init(regularFileWithContents contents: Data) {
            regularFileContents = contents
        }

        /// A folder holding `childrenByPreferredName`.
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            fileWrappers = childrenByPreferredName
            for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
                child.preferredFilename = name
            }
        }

        /// The file or folder at `url`, read now.
        public init(url: URL) throws {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            filename = url.lastPathComponent
            preferredFilename = url.lastPathComponent
            if isFolder.boolValue {
                var children: [String: FileWrapper] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                    children[name] = try FileWrapper(url: url.appendingPathComponent(name))
                }
                fileWrappers = children
            } else {
                regularFileContents = try Data(contentsOf: url)
            }
        }

        /// Whether this is a regular file.
        open var isRegularFile: Bool { regularFileContents != nil }
        /// Whether this is a folder.
        open var isDirectory: Bool { fileWrappers != nil }

        /// Adds `child` to this folder under its preferred name (made unique) and returns that
        /// name.
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            var name = child.preferredFilename ?? "Untitled"
            var n = 2
            while fileWrappers?[name] != nil {
                name = "\(child.preferredFilename ?? "Untitled") \(n)"
                n += 1
            }
            fileWrappers = (fileWrappers ?? [:]).merging([name: child]) { $1 }
            return name
        }

        /// Adds a regular file holding `data` to this folder and returns its name.
        @discardableResult
        open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
            let child = FileWrapper(regularFileWithContents: data)
            child.preferredFilename = fileName
            return addFileWrapper(child)
        }

        /// Writes the file or folder to `url`.
        open func write(to url: URL, originalContentsURL: URL? = nil) throws {
            if let regularFileContents {
                try regularFileContents.write(to: url)
            } else if let fileWrappers {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for (name, child) in fileWrappers {
                    try child.write(to: url.appendingPathComponent(name))
                }
            }
            filename = url.lastPathComponent
        }
    }
#endif
