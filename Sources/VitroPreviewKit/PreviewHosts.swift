import Foundation
import VitroBase

/// The live previews of a long-running runner: each image's preview held in a `ViewHost`, so
/// taps and scrolls change its state as they would on a device, until it is rendered anew.
@MainActor public final class PreviewHosts {
    struct Live {
        let host: ViewHost<AnyView>
        var record: RenderedPreview
        let scale: CGFloat
    }

    private var live: [String: Live] = [:]
    let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// Renders `items` in the variants of `options` afresh (new hosts, new state), writing
    /// their PNGs; returns the records.
    public func render(
        _ items: [PreviewItem], options: PreviewOptions, progress: (Int, Int, RenderedPreview) -> Void
    ) throws -> [RenderedPreview] {
        try options.validate()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let chosen = items.filter { $0.matches(options.filter) }
        let total = chosen.count * options.variants.count
        var records: [RenderedPreview] = []
        for item in chosen {
            for variant in options.variants {
                let name = item.fileName(for: variant)
                var record = RenderedPreview(
                    identifier: item.identifier, module: item.module,
                    file: (item.preview.fileID as NSString).lastPathComponent, name: item.name,
                    line: item.preview.line, variant: variant.suffix, fileName: nil, width: 0, height: 0)
                do {
                    let device = try variant.resolvedDevice()
                    let screen = item.preview.screen(
                        on: device, scale: variant.scale.map { CGFloat($0) }, wrap: { variant.apply(to: $0) })
                    let host = ViewHost(screen.content)
                    host.proposedSize = screen.proposal
                    host.scale = screen.scale
                    let image = try host.render()
                    try image.writePNG(to: folder.appendingPathComponent(name))
                    record.fileName = name
                    record.width = image.width
                    record.height = image.height
                    live[name] = Live(host: host, record: record, scale: screen.scale)
                } catch {
                    record.error = "\(error)"
                    live[name] = nil
                }
                records.append(record)
                progress(records.count, total, record)
            }
        }
        return records
    }

    /// Applies `gesture` to the preview of the image `name` and renders it again; `nil` when
    /// there is no such image or nothing under the point. Returns the record and the frames of
    /// the animation the change started (60 a second), if any, written as `name` with
    /// `-frame-N` before `.png`.
    public func apply(_ gesture: PreviewGesture, to name: String) throws -> (RenderedPreview, [String])? {
        guard let entry = live[name] else { return nil }
        let width = Double(entry.record.width) / Double(entry.scale)
        let height = Double(entry.record.height) / Double(entry.scale)
        let changed: Bool
        switch gesture {
        case .tap(let x, let y):
            guard (0...1).contains(x), (0...1).contains(y) else { return nil }
            changed = entry.host.tap(at: CGPoint(x: x * width, y: y * height))
        case .scroll(let x, let y, let dy):
            guard (0...1).contains(x), (0...1).contains(y), dy.isFinite, abs(dy) <= 10_000 else { return nil }
            changed = entry.host.scroll(at: CGPoint(x: x * width, y: y * height), by: CGPoint(x: 0, y: dy))
        }
        guard changed else { return nil }
        var frames: [String] = []
        if let transition = try? entry.host.renderTransition(fps: 60), transition.count > 1 {
            let stem = String(name.dropLast(4))
            for (index, frame) in transition.enumerated() {
                let file = "\(stem)-frame-\(index).png"
                try frame.writePNG(to: folder.appendingPathComponent(file))
                frames.append(file)
            }
        }
        let image = try entry.host.render()
        try image.writePNG(to: folder.appendingPathComponent(name))
        return (entry.record, frames)
    }
}
