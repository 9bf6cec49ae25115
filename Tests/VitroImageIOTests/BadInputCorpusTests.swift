import Foundation
import Testing

@testable import VitroImageIO

/// The hostile-file corpus of Fixtures/bad (Scripts/generate-bad-inputs.py): every file gives
/// what its manifest says, its own clear error or, for a damaged file that still decodes, the
/// decoder's warnings.
@Suite struct BadInputCorpusTests {
    static let folder: URL? = Bundle.module.url(forResource: "bad", withExtension: nil, subdirectory: "Fixtures")

    static let expectations: [String: String] = {
        guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")) else {
            return [:]
        }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }()

    static let names = expectations.keys.sorted()

    func data(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(Self.folder).appendingPathComponent(name))
    }

    @Test func theCorpusIsThereAndSmall() throws {
        #expect(Self.names.count >= 40)
        let bytes = try Self.names.map { try data($0).count }.reduce(0, +)
        #expect(bytes < 100_000)
    }

    @Test(arguments: names)
    func eachFileGivesWhatItsManifestSays(_ name: String) throws {
        let expectation = try #require(Self.expectations[name])
        let bytes = try data(name)
        let (kind, detail) = {
            let parts = expectation.split(separator: ":", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }()
        switch kind {
        case "error":
            #expect {
                try RasterImage(data: bytes)
            } throws: { error in
                guard let e = error as? ImageIOError else { return false }
                return caseName(e) == detail && !"\(e)".isEmpty
            }
        case "warnings":
            let image = try RasterImage(data: bytes)
            #expect(!image.decoderWarnings.isEmpty)
            #expect {
                try RasterImage(data: bytes, options: .strict)
            } throws: { error in
                guard case ImageIOError.damaged(let warnings) = error else { return false }
                return warnings == image.decoderWarnings
            }
        case "image":
            let image = try RasterImage(data: bytes, options: .strict)
            #expect("\(image.width)x\(image.height)" == detail)
            #expect(image.decoderWarnings.isEmpty)
        case "limit":
            let limit = try #require(Int(detail))
            #expect {
                try RasterImage(data: bytes, limits: ImageLimits(maximumPixelCount: limit))
            } throws: { error in
                guard case ImageIOError.tooManyPixels = error else { return false }
                return true
            }
        default:
            Issue.record("unknown expectation \(expectation) for \(name)")
        }
    }

    func caseName(_ e: ImageIOError) -> String {
        switch e {
        case .notAnImage: "notAnImage"
        case .truncated: "truncated"
        case .corrupt: "corrupt"
        case .damaged: "damaged"
        case .zeroSize: "zeroSize"
        case .tooManyPixels: "tooManyPixels"
        case .unsupported: "unsupported"
        case .invalidArgument: "invalidArgument"
        case .fileAccess: "fileAccess"
        }
    }
}
