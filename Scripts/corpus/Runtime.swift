// The runtime of the compile corpus: the one module every corpus file is linked against. It
// re-exports Vitro and renders a view to a PNG the way the corpus script judges it. It is copied
// into the scratch package that Scripts/compile-corpus.sh builds; it is not part of Vitro.

@_exported import Vitro
import Foundation

/// The canvas a corpus view is rendered on: an iPhone 17's screen in points (402 × 874), at 2 pixels
/// per point (the scale the corpus asks for; the device itself is 3×).
private let corpusCanvas = ProposedViewSize(width: 402, height: 874)
private let corpusScale: CGFloat = 2

/// Renders `view` to `directory/name.png` and prints one JSON line on standard output saying what
/// happened: `{"name", "png", "width", "height", "blank"}` or `{"name", "error"}`.
///
/// An image is blank when every pixel has the same value (nothing was drawn on it).
@MainActor
public func corpusRender<V: View>(_ view: V, name: String, directory: String) {
    var line: [String: Any] = ["name": name]
    do {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = corpusCanvas
        renderer.scale = corpusScale
        let image = try renderer.render()
        let path = directory + "/" + name + ".png"
        try image.writePNG(to: URL(fileURLWithPath: path))
        line["png"] = path
        line["width"] = image.width
        line["height"] = image.height
        line["blank"] = isBlank(image)
    } catch {
        line["error"] = "\(error)"
    }
    let data = (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])) ?? Data()
    // Written unbuffered, so a crash in a later view does not lose this line.
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// The `n`th `#Preview` of the corpus file (its module is `CorpusApp`), in source order, as
/// `PreviewRegistry` found it; a view that draws nothing if there is no such preview, so the
/// file fails as blank.
@MainActor
public func corpusPreview(_ n: Int) -> AnyView {
    let previews = PreviewRegistry.previews(in: "CorpusApp")
    guard n < previews.count else { return AnyView(EmptyView()) }
    return previews[n].content
}

/// Whether every pixel of `image` repeats the first one; an empty image is blank too.
private func isBlank(_ image: RasterImage) -> Bool {
    let samples = image.samples
    guard samples.count >= 4 else { return true }
    let first = samples[0..<4]
    var index = 4
    while index + 4 <= samples.count {
        if samples[index..<(index + 4)] != first { return false }
        index += 4
    }
    return true
}
