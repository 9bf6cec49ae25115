import Vitro

/// One fuzz input: bytes decoded into a view tree (``ViewTreeDecoder``), laid out and rendered
/// at 48 × 40 points, 2× scale. Beyond crashes, hangs and leaks it checks that a premultiplied
/// color channel never exceeds its alpha.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // libFuzzer calls on the main thread.
    MainActor.assumeIsolated {
        var decoder = ViewTreeDecoder(bytes)
        let view = decoder.view().frame(width: 48, height: 40)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        guard let pixmap = try? renderer.renderPixmap() else { return }
        for i in stride(from: 0, to: pixmap.data.count, by: 4) {
            let a = pixmap.data[i + 3]
            if pixmap.data[i] > a || pixmap.data[i + 1] > a || pixmap.data[i + 2] > a {
                fatalError("premultiplied color over alpha at pixel \(i / 4)")
            }
        }
    }
    return 0
}
