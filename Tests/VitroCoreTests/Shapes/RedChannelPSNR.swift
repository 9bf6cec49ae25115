import Foundation
import Vitro

extension RasterImage {
    /// The peak signal-to-noise ratio (dB) of this image's red channel against `reference`'s, in
    /// 8-bit steps: the measure of the accuracy tests, which draw white on black so one channel
    /// carries all of the coverage. Images of different sizes compare as far as the shorter runs.
    func redChannelPSNR(against reference: RasterImage) -> Double {
        var se = 0.0
        for i in stride(from: 0, to: min(samples.count, reference.samples.count), by: 4) {
            let d = Double(samples[i] / 257) - Double(reference.samples[i] / 257)
            se += d * d
        }
        return 10 * log10(255 * 255 / max(se / Double(width * height), 1e-9))
    }
}
