import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Finds a named section in every ELF image the process has loaded, from the images' files.
enum ELFSections {
    /// The section `name` of each loaded image that has one, as memory of this process.
    static func loaded(named name: String) -> [UnsafeRawBufferPointer] {
        #if os(Linux)
            var result: [UnsafeRawBufferPointer] = []
            for image in images() {
                guard let found = section(named: name, inFile: image.path) else { continue }
                guard let base = UInt(exactly: Int(image.start) - found.firstLoadAddress) else { continue }
                guard let start = UnsafeRawPointer(bitPattern: base + found.address) else { continue }
                result.append(UnsafeRawBufferPointer(start: start, count: found.size))
            }
            return result
        #else
            return []
        #endif
    }

    /// Each file mapped from offset 0 and where that first mapping starts.
    static func images() -> [(path: String, start: UInt)] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        var seen = Set<String>()
        var images: [(path: String, start: UInt)] = []
        for line in maps.split(separator: "\n") {
            // address perms offset dev inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, UInt(fields[2], radix: 16) == 0 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            guard path.hasPrefix("/"), !seen.contains(path),
                let start = fields[0].split(separator: "-").first.flatMap({ UInt($0, radix: 16) })
            else { continue }
            seen.insert(path)
            images.append((path, start))
        }
        return images
    }

    struct Found {
        /// The section's virtual address and size in bytes.
        var address: UInt
        var size: Int
        /// The page-aligned virtual address of the first loadable segment (0 for shared objects
        /// and position-independent executables).
        var firstLoadAddress: Int
    }

    /// Reads the ELF header, program and section headers of a 64-bit little-endian file.
    static func section(named name: String, inFile path: String) -> Found? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        func read(_ offset: Int, _ count: Int) -> Data? {
            guard offset >= 0, count > 0, count < 1 << 24, (try? file.seek(toOffset: UInt64(offset))) != nil,
                let data = try? file.read(upToCount: count), data.count == count
            else { return nil }
            return data
        }
        guard let header = read(0, 64), header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1
        else { return nil }
        func int<T: FixedWidthInteger>(_ data: Data, _ at: Int, _: T.Type) -> Int {
            Int(truncatingIfNeeded: data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: T.self) })
        }
        let phoff = int(header, 0x20, UInt64.self)
        let shoff = int(header, 0x28, UInt64.self)
        let phentsize = int(header, 0x36, UInt16.self)
        let phnum = int(header, 0x38, UInt16.self)
        let shentsize = int(header, 0x3A, UInt16.self)
        let shnum = int(header, 0x3C, UInt16.self)
        let shstrndx = int(header, 0x3E, UInt16.self)
        guard phentsize >= 56, shentsize >= 64, shstrndx < shnum,
            let programs = read(phoff, phnum * phentsize), let sections = read(shoff, shnum * shentsize)
        else { return nil }
        // The first PT_LOAD segment, page-aligned, is what the loader placed at the image's start.
        var firstLoad: Int?
        for i in 0..<phnum where int(programs, i * phentsize, UInt32.self) == 1 {
            firstLoad = int(programs, i * phentsize + 0x10, UInt64.self) & ~0xFFF
            break
        }
        let strtab = shstrndx * shentsize
        guard let firstLoad,
            let names = read(int(sections, strtab + 0x18, UInt64.self), int(sections, strtab + 0x20, UInt64.self))
        else { return nil }
        let wanted = Array(name.utf8) + [0]
        for i in 0..<shnum {
            let h = i * shentsize
            let at = int(sections, h, UInt32.self)
            guard at + wanted.count <= names.count,
                names[names.startIndex + at..<names.startIndex + at + wanted.count].elementsEqual(wanted)
            else { continue }
            return Found(
                address: UInt(int(sections, h + 0x10, UInt64.self)), size: int(sections, h + 0x20, UInt64.self),
                firstLoadAddress: firstLoad)
        }
        return nil
    }
}
