import Foundation
import Vitro

/// One fuzz input: JPEG data (the start-of-image marker is added when a mutation lost it). A
/// decoded image is also converted, drawn into a pixmap and encoded again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var bytes = start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if !bytes.starts(with: [0xFF, 0xD8]) { bytes = [0xFF, 0xD8] + bytes }
    // 2¹⁸ pixels (512 × 512) keeps a run to milliseconds, so the fuzzer spends its time on
    // structure, not on inflating big images; the default limit is tested elsewhere.
    let limits = ImageLimits(maximumPixelCount: 1 << 18)
    guard let image = try? RasterImage(data: Data(bytes), limits: limits) else { return 0 }
    _ = try? RasterImage(data: Data(bytes), options: .strict, limits: limits)
    if image.width * image.height <= 1 << 16 {
        _ = image.converted(to: .displayP3).pixmap()
        _ = try? image.jpegData(quality: 80)
    }
    return 0
}
