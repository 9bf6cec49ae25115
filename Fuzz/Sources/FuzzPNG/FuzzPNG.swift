import Foundation
import Vitro

/// One fuzz input: PNG data (the signature is added when a mutation lost it, so no run is spent
/// on the signature check). A decoded image is also converted, drawn into a pixmap and encoded
/// again, so the whole path a read image takes is covered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var bytes = start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if !bytes.starts(with: signature) { bytes = signature + bytes }
    // 2¹⁸ pixels (512 × 512) keeps a run to milliseconds, so the fuzzer spends its time on
    // structure, not on inflating big images; the default limit is tested elsewhere.
    let limits = ImageLimits(maximumPixelCount: 1 << 18)
    guard let image = try? RasterImage(data: Data(bytes), limits: limits) else { return 0 }
    _ = try? RasterImage(data: Data(bytes), options: .strict, limits: limits)
    if image.width * image.height <= 1 << 16 {
        _ = image.converted(to: .displayP3).pixmap()
        _ = try? image.pngData(bitDepth: 16, colorSpace: .displayP3)
    }
    return 0
}
