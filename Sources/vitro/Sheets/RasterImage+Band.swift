import VitroBase

extension RasterImage {
    /// The full-width band of rows `y ..< y + height`, or nil when it falls outside the image:
    /// the glass sheets draw over horizontal bands of the benchmark's photograph.
    func band(y: Int, height: Int) -> RasterImage? {
        guard let p = pixmap().cropped(to: PixelRect(x: 0, y: y, width: width, height: height)) else { return nil }
        return RasterImage(p)
    }
}
