import Foundation

#if !canImport(UniformTypeIdentifiers)
    /// A uniform type identifier, as the UniformTypeIdentifiers framework's `UTType` (which
    /// Linux lacks): what SwiftUI's file modifiers and `FileDocument` name content types with.
    /// The common system types are here with their identifiers, filename extensions, MIME types
    /// and what they conform to; a type of an app's own is made with `init(exportedAs:conformingTo:)`.
    public struct UTType: Hashable, Sendable, CustomStringConvertible {
        /// The reverse-DNS identifier ("public.plain-text").
        public let identifier: String
        /// The filename extension files of this type usually have, without the dot.
        public let preferredFilenameExtension: String?
        /// The MIME type of this type, when it has one.
        public let preferredMIMEType: String?
        /// The identifiers of the types this one conforms to, directly.
        let parents: [String]

        init(_ identifier: String, ext: String? = nil, mime: String? = nil, parents: [String]) {
            self.identifier = identifier
            preferredFilenameExtension = ext
            preferredMIMEType = mime
            self.parents = parents
        }

        public var description: String { identifier }

        /// The known type with `identifier`, or `nil`.
        public init?(_ identifier: String) {
            guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
            self = known
        }

        /// The known type whose files end in `filenameExtension` (any case), conforming to
        /// `supertype`, or `nil`.
        public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
            let ext = filenameExtension.lowercased()
            guard
                let known = UTType.known.first(where: {
                    $0.preferredFilenameExtension == ext && $0.conforms(to: supertype)
                })
            else { return nil }
            self = known
        }

        /// The known type with `mimeType`, conforming to `supertype`, or `nil`.
        public init?(mimeType: String, conformingTo supertype: UTType = .data) {
            guard
                let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType && $0.conforms(to: supertype) }
                )
            else { return nil }
            self = known
        }

        /// A type the app declares (exports), conforming to `parentType`.
        public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(identifier, parents: [(parentType ?? .data).identifier])
        }

        /// A type another app declares, which this app imports, conforming to `parentType`.
        public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(exportedAs: identifier, conformingTo: parentType)
        }

        /// Whether this type is `type` or conforms to it through its parents.
        public func conforms(to type: UTType) -> Bool {
            if identifier == type.identifier { return true }
            return parents.contains { parent in
                UTType(parent).map { $0.conforms(to: type) } ?? (parent == type.identifier)
            }
        }

        /// Whether this type is a subtype of `type` (conforms to it without being it).
        public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

        /// Whether `type` is a subtype of this type.
        public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

        /// The base type of everything.
        public static let item = UTType("public.item", parents: [])
        /// Content a user can open.
        public static let content = UTType("public.content", parents: ["public.item"])
        /// Bytes.
        public static let data = UTType("public.data", parents: ["public.item"])
        /// A folder.
        public static let folder = UTType("public.folder", parents: ["public.item"])
        /// A directory.
        public static let directory = UTType("public.directory", parents: ["public.item"])
        /// Text of any encoding and markup.
        public static let text = UTType("public.text", parents: ["public.data", "public.content"])
        /// Text without markup.
        public static let plainText = UTType(
            "public.plain-text", ext: "txt", mime: "text/plain", parents: ["public.text"])
        /// Plain text in UTF-8.
        public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
        /// Plain text in UTF-16.
        public static let utf16PlainText = UTType("public.utf16-plain-text", parents: ["public.plain-text"])
        /// Rich text.
        public static let rtf = UTType("public.rtf", ext: "rtf", mime: "text/rtf", parents: ["public.text"])
        /// HTML.
        public static let html = UTType("public.html", ext: "html", mime: "text/html", parents: ["public.text"])
        /// XML.
        public static let xml = UTType("public.xml", ext: "xml", mime: "application/xml", parents: ["public.text"])
        /// JSON.
        public static let json = UTType("public.json", ext: "json", mime: "application/json", parents: ["public.text"])
        /// Comma-separated values.
        public static let commaSeparatedText = UTType(
            "public.comma-separated-values-text", ext: "csv", mime: "text/csv", parents: ["public.plain-text"])
        /// Source code.
        public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
        /// Swift source.
        public static let swiftSource = UTType("public.swift-source", ext: "swift", parents: ["public.source-code"])
        /// A URL.
        public static let url = UTType("public.url", parents: ["public.data"])
        /// A file URL.
        public static let fileURL = UTType("public.file-url", parents: ["public.url"])
        /// An image of any format.
        public static let image = UTType("public.image", parents: ["public.data", "public.content"])
        /// PNG.
        public static let png = UTType("public.png", ext: "png", mime: "image/png", parents: ["public.image"])
        /// JPEG.
        public static let jpeg = UTType("public.jpeg", ext: "jpeg", mime: "image/jpeg", parents: ["public.image"])
        /// HEIC.
        public static let heic = UTType("public.heic", ext: "heic", mime: "image/heic", parents: ["public.image"])
        /// SVG.
        public static let svg = UTType("public.svg-image", ext: "svg", mime: "image/svg+xml", parents: ["public.image"])
        /// PDF.
        public static let pdf = UTType("com.adobe.pdf", ext: "pdf", mime: "application/pdf", parents: ["public.data"])
        /// Audio and video.
        public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data"])
        /// Audio.
        public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
        /// MP3 audio.
        public static let mp3 = UTType("public.mp3", ext: "mp3", mime: "audio/mpeg", parents: ["public.audio"])
        /// Video.
        public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
        /// MPEG-4 video.
        public static let mpeg4Movie = UTType("public.mpeg-4", ext: "mp4", mime: "video/mp4", parents: ["public.movie"])
        /// A zip archive.
        public static let zip = UTType(
            "public.zip-archive", ext: "zip", mime: "application/zip", parents: ["public.data"])

        /// The types `init(_:)`, `init(filenameExtension:conformingTo:)` and
        /// `init(mimeType:conformingTo:)` find.
        static let known: [UTType] = [
            item, content, data, folder, directory, text, plainText, utf8PlainText, utf16PlainText, rtf, html, xml,
            json, commaSeparatedText, sourceCode, swiftSource, url, fileURL, image, png, jpeg, heic, svg, pdf,
            audiovisualContent, audio, mp3, movie, mpeg4Movie, zip,
        ]
    }
#endif
