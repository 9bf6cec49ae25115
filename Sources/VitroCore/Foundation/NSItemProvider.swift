import Foundation

#if !canImport(UniformTypeIdentifiers)
    /// Items of data of typed representations, as Foundation's `NSItemProvider` on Apple's
    /// platforms (Linux's Foundation lacks it): what SwiftUI's older drag and drop API
    /// (`onDrag`, `onDrop`, `itemProvider`) hands over. It keeps the type identifiers of what it
    /// was made with; a still image moves no data.
    open class NSItemProvider: NSObject, @unchecked Sendable {
        /// The type identifiers of the representations, in the order they were registered.
        open private(set) var registeredTypeIdentifiers: [String] = []
        /// A suggested file name for the data.
        open var suggestedName: String?

        /// A provider with no items.
        public override init() { super.init() }

        /// A provider of the file at `fileURL`, typed by its extension.
        public convenience init?(contentsOf fileURL: URL!) {
            guard let fileURL else { return nil }
            self.init()
            suggestedName = fileURL.lastPathComponent
            let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
            registeredTypeIdentifiers = [type.identifier]
        }

        /// A provider of `object` (a string, URL or data), typed as what it is.
        public convenience init(object: Any) {
            self.init()
            switch object {
            case is String, is NSString: registeredTypeIdentifiers = [UTType.plainText.identifier]
            case is URL, is NSURL: registeredTypeIdentifiers = [UTType.url.identifier]
            default: registeredTypeIdentifiers = [UTType.data.identifier]
            }
        }

        /// Whether the provider has a representation of `typeIdentifier` or of a type that
        /// conforms to it.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            guard let wanted = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
            return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? ($0 == typeIdentifier) }
        }
    }
#endif
