import Foundation
import VitroIcon

/// One fuzz input: the bytes of an SVG layer (an `<svg` prefix added when a mutation lost it),
/// checked as a layer is checked and, when accepted, drawn at 48 px by librsvg through the icon
/// renderer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIconSVG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var bytes = start.map { Data(UnsafeBufferPointer(start: $0, count: count)) } ?? Data()
    if !String(decoding: bytes.prefix(512), as: UTF8.self).lowercased().contains("<svg") {
        bytes = Data("<svg xmlns=\"http://www.w3.org/2000/svg\" ".utf8) + bytes
    }
    let manifest = Data(#"{ "groups" : [ { "layers" : [ { "image-name" : "f.svg" } ] } ] }"#.utf8)
    guard let doc = try? IconDocument(manifest: manifest, assets: ["f.svg": bytes]) else { return 0 }
    _ = try? IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 48)
    return 0
}
