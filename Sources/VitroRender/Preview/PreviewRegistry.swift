import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// One `#Preview`'s entry in the `vitro_previews` section of a binary: a tag, then a function
/// that returns a retained `PreviewRegistry.Entry`. The macro writes these; read them with
/// `PreviewRegistry.previews`.
public typealias PreviewRecord = (UInt64, @convention(c) () -> UnsafeMutableRawPointer)

/// Every `#Preview` linked into the running program, found without a list kept by hand.
///
/// `#Preview` places a record in the binary's `vitro_previews` section; the registry reads that
/// section of each image the program has loaded (the executable and its shared libraries, as
/// `/proc/self/maps` lists them), from the section headers of the image's ELF file. On systems
/// without ELF images the list is empty.
public enum PreviewRegistry {
    /// The tag each record starts with: "VITROPRV" read as a big-endian number.
    static let magic: UInt64 = 0x5649_5452_4f50_5256

    /// What a record's function returns: the preview's name, where it is, and how to build it.
    public final class Entry {
        let name: String?
        let fileID: String
        let line: Int
        let make: @MainActor () -> ([PreviewTrait<Preview.ViewTraits>], @MainActor () -> AnyView)

        init(
            name: String?, fileID: String, line: Int,
            make: @escaping @MainActor () -> ([PreviewTrait<Preview.ViewTraits>], @MainActor () -> AnyView)
        ) {
            self.name = name
            self.fileID = fileID
            self.line = line
            self.make = make
        }
    }

    /// Builds a retained entry for a record's function (called by `#Preview`'s expansion).
    public static func entry(
        name: String?, fileID: String, line: Int,
        _ make: @escaping @MainActor () -> ([PreviewTrait<Preview.ViewTraits>], @MainActor () -> AnyView)
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Entry(name: name, fileID: fileID, line: line, make: make)).toOpaque()
    }

    /// Every preview of the program, ordered by file and line.
    @MainActor public static var previews: [Preview] {
        entries.map { entry in
            let (traits, content) = entry.make()
            return Preview(
                name: entry.name, fileID: entry.fileID, line: entry.line, traits: traits, makeContent: content)
        }
    }

    /// The previews declared in `module`.
    @MainActor public static func previews(in module: String) -> [Preview] {
        previews.filter { $0.module == module }
    }

    @MainActor static let entries: [Entry] = {
        var found: [Entry] = []
        for section in ELFSections.loaded(named: "vitro_previews") {
            var offset = 0
            let stride = MemoryLayout<PreviewRecord>.stride
            while offset + stride <= section.count {
                guard section.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == magic else {
                    offset += 8  // padding between two objects' contributions
                    continue
                }
                let record = section.load(fromByteOffset: offset, as: PreviewRecord.self)
                found.append(Unmanaged<Entry>.fromOpaque(record.1()).takeRetainedValue())
                offset += stride
            }
        }
        return found.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }()
}
