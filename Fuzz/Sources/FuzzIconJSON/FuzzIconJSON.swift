import Foundation
import VitroIcon

/// One fuzz input: the bytes of an `icon.json`, read with one small SVG asset under every name
/// it asks for; a document that reads is drawn at 32 px in every appearance, so the values it
/// carries (scales, translations, fills, specializations) reach the renderer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIconJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Data(UnsafeBufferPointer(start: $0, count: count)) } ?? Data()
    let square = Data(
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#f80"/></svg>"##
            .utf8)
    let names = ["a.svg", "b.svg", "Drop.svg", "x.png"]
    guard
        let doc = try? IconDocument(
            manifest: bytes, assets: Dictionary(uniqueKeysWithValues: names.map { ($0, square) }))
    else { return 0 }
    for appearance in IconAppearance.allCases {
        _ = try? IconRenderer().render(doc, appearance: appearance, platform: .iOS, size: 32)
    }
    return 0
}
