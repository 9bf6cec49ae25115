import VitroColor
import VitroGeometry
import VitroRaster

/// One fuzz input: bytes decoded into compositor commands (``DrawCommandDecoder``) drawn on a
/// 48 × 40 target. Beyond crashes, hangs and leaks it checks the one thing a wrong pixel can
/// break silently: a premultiplied color channel never exceeds its alpha.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositor(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    var decoder = DrawCommandDecoder(bytes)
    let commands = decoder.commands()
    guard var pixmap = try? Pixmap(width: 48, height: 40) else { return 0 }
    if bytes.first.map({ $0 & 1 == 1 }) ?? false {
        pixmap.clear(to: RGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    }
    Compositor().draw(commands, into: &pixmap, isClear: false)
    for i in stride(from: 0, to: pixmap.data.count, by: 4) {
        let a = pixmap.data[i + 3]
        if pixmap.data[i] > a || pixmap.data[i + 1] > a || pixmap.data[i + 2] > a {
            fatalError("premultiplied color over alpha at pixel \(i / 4)")
        }
    }
    return 0
}
