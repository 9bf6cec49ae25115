import Foundation

/// A sampled, normalized 1-D Gaussian: weights for offsets −radius … radius.
struct GaussianKernel {
    let radius: Int
    let weights: [Float]

    /// The kernel of standard deviation `sigma` (pixels), truncated at `truncation` σ (4 like
    /// SciPy's `gaussian_filter` by default), normalized to sum 1.
    init(sigma: Double, truncation: Double = 4) {
        let r = max(0, Int((truncation * sigma).rounded(.up)))
        var w = (-r...r).map { i in sigma > 0 ? exp(-Double(i * i) / (2 * sigma * sigma)) : (i == 0 ? 1 : 0) }
        let sum = w.reduce(0, +)
        w = w.map { $0 / sum }
        radius = r
        weights = w.map(Float.init)
    }
}
