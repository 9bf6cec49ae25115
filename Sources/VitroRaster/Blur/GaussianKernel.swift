import Foundation

/// A sampled, normalized 1-D Gaussian: weights for offsets −radius … radius.
struct GaussianKernel {
    let radius: Int
    let weights: [Float]

    /// The kernel of standard deviation `sigma` (pixels), truncated at 4σ like SciPy's
    /// `gaussian_filter`, normalized to sum 1.
    init(sigma: Double) {
        let r = max(0, Int((4 * sigma).rounded(.up)))
        var w = (-r...r).map { i in sigma > 0 ? exp(-Double(i * i) / (2 * sigma * sigma)) : (i == 0 ? 1 : 0) }
        let sum = w.reduce(0, +)
        w = w.map { $0 / sum }
        radius = r
        weights = w.map(Float.init)
    }
}
