import ArgumentParser
import Foundation
import VitroBase

#if canImport(Glibc)
    import Glibc
#endif

/// Checks of the paths the options name, made before anything is read, rendered or written, so
/// a bad path is reported with the option and its value rather than in the system's words after
/// a render. Nothing here makes or writes a file: a folder to be made is checked at the first
/// of its ancestors that exists.
enum PathCheck {
    enum Kind { case file, folder }

    /// What is at `path` (links followed), or nil if nothing is.
    static func kind(_ path: String) -> Kind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .folder : .file
    }

    /// Why `path` is not a file to read, or nil.
    static func inputFile(_ path: String, option: String, what: String = "a file") -> String? {
        guard !path.isEmpty else { return "\(option): the path is empty" }
        switch kind(path) {
        case nil: return "\(option) \(path): no such file"
        case .folder: return "\(option) \(path): is a folder, not \(what)"
        case .file: return nil
        }
    }

    /// Why `path` is not a folder to read, or nil.
    static func inputFolder(_ path: String, option: String, what: String = "a folder") -> String? {
        guard !path.isEmpty else { return "\(option): the path is empty" }
        switch kind(path) {
        case nil: return "\(option) \(path): no such folder"
        case .file: return "\(option) \(path): is a file, not \(what)"
        case .folder: return nil
        }
    }

    /// Why a folder cannot be made (if missing) and written at `path`, or nil.
    static func outputFolder(_ path: String, option: String) -> String? {
        guard !path.isEmpty else { return "\(option): the path is empty" }
        var ancestor = path
        while !ancestor.isEmpty, kind(ancestor) == nil {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        if ancestor.isEmpty { ancestor = "." }
        if kind(ancestor) == .file {
            return ancestor == path
                ? "\(option) \(path): is a file, not a folder"
                : "\(option) \(path): cannot make the folder, \(ancestor) is a file"
        }
        return writeProblem(in: ancestor).map { "\(option) \(path): cannot write in \(ancestor): \($0)" }
    }

    /// Why a file cannot be written at `path` (in a folder that exists), or nil; `ext`, when
    /// given, is the extension the file must have (the format written).
    static func outputFile(_ path: String, option: String, ext: String? = nil) -> String? {
        guard !path.isEmpty else { return "\(option): the path is empty" }
        if kind(path) == .folder { return "\(option) \(path): is a folder; name a file in it" }
        if let ext, (path as NSString).pathExtension.lowercased() != ext {
            return "\(option) \(path): the file written is a .\(ext); name it NAME.\(ext)"
        }
        var folder = (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        switch kind(folder) {
        case nil: return "\(option) \(path): no folder \(folder)"
        case .file: return "\(option) \(path): \(folder) is a file, not a folder"
        case .folder: return writeProblem(in: folder).map { "\(option) \(path): cannot write in \(folder): \($0)" }
        }
    }

    /// The system's reason why files cannot be made in the folder at `path`, or nil. Asked of
    /// the kernel (`access`), which also answers for a read-only mount when the user is root.
    static func writeProblem(in path: String) -> String? {
        access(path, W_OK | X_OK) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Why the file `output` would be written over the input `input`, or nil: the input would be
    /// lost (a report over the image it audits).
    static func overwrites(_ output: String, input: String, outputOption: String, inputOption: String) -> String? {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        guard resolved(output) == resolved(input) else { return nil }
        return "\(outputOption) \(output): is \(inputOption)'s file; it would be written over"
    }

    /// Why `path` is not a Swift package's folder, or nil.
    static func package(_ path: String, option: String = "PACKAGE_DIR") -> String? {
        if let problem = inputFolder(path, option: option, what: "a package's folder") { return problem }
        guard kind((path as NSString).appendingPathComponent("Package.swift")) == .file else {
            return "\(option) \(path): not a Swift package (it has no Package.swift)"
        }
        return nil
    }
}

extension PathCheck {
    /// The PNG or JPEG image at `path`, read strictly (a damaged file is an error, not gray
    /// pixels), or a ``ValidationError`` naming the option and the file.
    static func image(_ path: String, option: String) throws -> RasterImage {
        if let problem = inputFile(path, option: option, what: "an image") { throw ValidationError(problem) }
        do {
            return try RasterImage(contentsOf: URL(fileURLWithPath: path), options: .strict)
        } catch {
            throw ValidationError("\(option) \(path): \(Demo.reason(error))")
        }
    }
}
