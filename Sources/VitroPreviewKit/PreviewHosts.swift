import Foundation
import VitroBase

/// The live previews of a long-running runner: each image's preview held in a `ViewHost`, so
/// taps, scrolls and typing change its state as they would on a device, until it is rendered
/// anew.
///
/// A host is made when its image is rendered, or on the first gesture to an image this runner
/// did not render (a runner started after a rebuild renders only the changed modules): then the
/// gestures the image had already taken (``restore(_:gestures:)``) are replayed first, so its
/// state is the one the page shows.
///
/// A gesture's frames are written as the rows each changed (``PreviewPatch``); the image's
/// own file is brought up to date by ``flush()``, which the server calls before a page loads
/// the images afresh.
@MainActor public final class PreviewHosts {
    struct Live {
        let host: ViewHost<AnyView>
        var record: RenderedPreview
        let scale: CGFloat
        /// Where the focused text input is (points), and the text typed into it so far.
        var focus: (point: CGPoint, text: String)?
        /// Whether the image's file is older than the host's last frame, which the page shows
        /// once it has drawn the patches sent (written by ``flush()``).
        var isBehind = false
        /// The patch files of the last changes, oldest first; the oldest are removed.
        var patchFiles: [[String]] = []
        /// How many changes were written, to name each change's files apart from the last
        /// ones (a page may still be fetching those).
        var changes = 0
    }

    /// The changes whose patch files are kept: a page behind by more than this many has
    /// long had the image's own file.
    static let keptChanges = 8

    private var live: [String: Live] = [:]
    /// Every image the last options name, rendered or not: what a host is made from.
    private var known: [String: (item: PreviewItem, variant: PreviewVariant)] = [:]
    /// Gestures to replay before an image's host, made later, takes its next one.
    private var pending: [String: [PreviewGesture]] = [:]
    let folder: URL

    /// Live previews whose images are written into `folder`.
    public init(folder: URL) { self.folder = folder }

    /// Renders `items` in the variants of `options` afresh (new hosts, new state), writing
    /// their PNGs; returns the records.
    public func render(
        _ items: [PreviewItem], options: PreviewOptions, progress: (Int, Int, RenderedPreview) -> Void
    ) throws -> [RenderedPreview] {
        try render(items, options: options, first: [], progress: progress)
    }

    /// Renders as ``render(_:options:progress:)`` does, the previews declared in the files
    /// named `first` (file names, as `#fileID` ends) before the others: the file just saved
    /// shows first.
    public func render(
        _ items: [PreviewItem], options: PreviewOptions, first: Set<String>,
        progress: (Int, Int, RenderedPreview) -> Void
    ) throws -> [RenderedPreview] {
        try options.validate()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let filtered = items.filter { $0.matches(options.filter) }
        let isFirst = { (item: PreviewItem) in first.contains((item.preview.fileID as NSString).lastPathComponent) }
        let chosen = filtered.filter(isFirst) + filtered.filter { !isFirst($0) }
        let total = chosen.count * options.variants.count
        var records: [RenderedPreview] = []
        for item in chosen {
            for variant in options.variants {
                let name = item.fileName(for: variant)
                known[name] = (item, variant)
                pending[name] = nil
                var record = Self.record(item, variant)
                do {
                    let (host, scale) = try makeHost(item, variant)
                    let image = try host.render()
                    try image.writePNG(to: folder.appendingPathComponent(name))
                    record.fileName = name
                    record.width = image.width
                    record.height = image.height
                    removePatches(of: name)
                    live[name] = Live(host: host, record: record, scale: scale)
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

    /// Names the images `items` have in `options`' variants, so gestures can reach those not
    /// rendered by this runner; their hosts are made on their first gesture.
    public func know(_ items: [PreviewItem], options: PreviewOptions) {
        for item in items where item.matches(options.filter) {
            for variant in options.variants where known[item.fileName(for: variant)] == nil {
                known[item.fileName(for: variant)] = (item, variant)
            }
        }
    }

    /// Notes the gestures the image `name` took in an earlier runner: they are replayed, without
    /// drawing their frames, before its next gesture here.
    public func restore(_ name: String, gestures: [PreviewGesture]) {
        guard live[name] == nil else { return }
        pending[name] = gestures
    }

    /// Applies `gesture` to the preview of the image `name` and renders it again; `nil` when
    /// there is no such image or nothing under the point. Returns the record and the frames:
    /// those of the animation the change started (60 a second), the last the settled image,
    /// each as the rows it changed from the one before, written as `name` with
    /// `-change-C-N` before `.png`. With no frames (the image changed size), the image's own
    /// file was written again.
    public func apply(_ gesture: PreviewGesture, to name: String) throws -> (RenderedPreview, [PreviewPatch])? {
        guard var entry = try host(for: name) else { return nil }
        guard change(&entry, by: gesture) else {
            live[name] = entry
            return nil
        }
        // The transition's last frame is the settled image (drawn once, not again by render()).
        // Each frame is drawn over the one before; the host notes the rows it drew again.
        entry.host.noteRedrawnRows()
        let frames: [RasterImage]
        if let transition = try? entry.host.renderTransition(fps: 60), !transition.isEmpty {
            frames = transition
        } else {
            frames = [try entry.host.render()]
        }
        var redrawn = entry.host.takeRedrawnRows()
        let (width, height) = (entry.record.width, entry.record.height)
        guard frames.allSatisfy({ $0.width == width && $0.height == height }) else {
            // A size that fits its content changed: the whole image, as when it was rendered.
            let image = frames[frames.count - 1]
            try image.writePNG(to: folder.appendingPathComponent(name))
            entry.record.width = image.width
            entry.record.height = image.height
            entry.isBehind = false
            live[name] = entry
            return (entry.record, [])
        }
        // Cross-faded frames are not drawn over the one before: every row of every frame.
        if redrawn.count != frames.count { redrawn = frames.map { _ in nil } }
        let stem = String(name.dropLast(4))
        var patches: [PreviewPatch] = []
        var files: [String] = []
        for (index, frame) in frames.enumerated() {
            let rows = (redrawn[index] ?? 0..<height).clamped(to: 0..<height)
            guard !rows.isEmpty else {
                patches.append(PreviewPatch(file: nil, y: 0, height: 0))
                continue
            }
            let file = "\(stem)-change-\(entry.changes % (Self.keptChanges + 1))-\(index).png"
            try ChangedRows.band(of: ChangedRows.pixels(of: frame), rows: rows)
                .writePNG(to: folder.appendingPathComponent(file))
            patches.append(PreviewPatch(file: file, y: rows.lowerBound, height: rows.count))
            files.append(file)
        }
        entry.changes += 1
        entry.isBehind = true
        entry.patchFiles.append(files)
        if entry.patchFiles.count > Self.keptChanges {
            // The files of a change this old, unless a later change wrote the same names.
            let current = Set(entry.patchFiles.dropFirst().joined())
            for file in entry.patchFiles.removeFirst() where !current.contains(file) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
        }
        live[name] = entry
        return (entry.record, patches)
    }

    /// Writes the image files that the gestures since their last render left behind the
    /// frames sent as patches; returns their names.
    @discardableResult
    public func flush() throws -> [String] {
        var written: [String] = []
        for (name, entry) in live.sorted(by: { $0.key < $1.key }) where entry.isBehind {
            // The host's last frame, returned as it was drawn (nothing changed since).
            try entry.host.render().writePNG(to: folder.appendingPathComponent(name))
            live[name]?.isBehind = false
            written.append(name)
        }
        return written
    }

    /// Removes the patch files of `name`'s live host (it is rendered afresh).
    private func removePatches(of name: String) {
        for file in (live[name]?.patchFiles ?? []).joined() {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }

    /// The live host of `name`, made (and its earlier gestures replayed) if need be.
    private func host(for name: String) throws -> Live? {
        if let entry = live[name] { return entry }
        guard let (item, variant) = known[name] else { return nil }
        let (host, scale) = try makeHost(item, variant)
        // Drawn once for its size; the frames after it redraw only what changes.
        let image = try host.render()
        var record = Self.record(item, variant)
        record.fileName = name
        record.width = image.width
        record.height = image.height
        var entry = Live(host: host, record: record, scale: scale)
        for gesture in pending.removeValue(forKey: name) ?? [] where change(&entry, by: gesture) {
            // Settles any animation the gesture started (its frames are not drawn): the host's
            // last frame is the state the image's file shows, which the next frames draw over.
            if (try? host.renderTransition(fps: 1)) == nil { _ = try? host.render() }
        }
        live[name] = entry
        return entry
    }

    /// Applies `gesture` to `entry`'s host; whether what it shows changed.
    private func change(_ entry: inout Live, by gesture: PreviewGesture) -> Bool {
        let width = Double(entry.record.width) / Double(entry.scale)
        let height = Double(entry.record.height) / Double(entry.scale)
        switch gesture {
        case .tap(let x, let y):
            guard (0...1).contains(x), (0...1).contains(y) else { return false }
            let point = CGPoint(x: x * width, y: y * height)
            if let text = entry.host.textInput(at: point) {
                entry.focus = (point, text)
                return false
            }
            entry.focus = nil
            return entry.host.tap(at: point)
        case .scroll(let x, let y, let dy):
            guard (0...1).contains(x), (0...1).contains(y), dy.isFinite, abs(dy) <= 10_000 else { return false }
            return entry.host.scroll(at: CGPoint(x: x * width, y: y * height), by: CGPoint(x: 0, y: dy))
        case .type(let text):
            guard var focus = entry.focus, !text.isEmpty, text.count <= 1_000 else { return false }
            focus.text += text
            entry.focus = focus
            return entry.host.setText(focus.text, at: focus.point)
        case .deleteBackward:
            guard var focus = entry.focus, !focus.text.isEmpty else { return false }
            focus.text.removeLast()
            entry.focus = focus
            return entry.host.setText(focus.text, at: focus.point)
        }
    }

    private func makeHost(_ item: PreviewItem, _ variant: PreviewVariant) throws -> (ViewHost<AnyView>, CGFloat) {
        let device = try variant.resolvedDevice()
        let screen = item.preview.screen(
            on: device, scale: variant.scale.map { CGFloat($0) }, wrap: { variant.apply(to: $0) })
        let host = ViewHost(screen.content)
        host.proposedSize = screen.proposal
        host.scale = screen.scale
        return (host, screen.scale)
    }

    static func record(_ item: PreviewItem, _ variant: PreviewVariant) -> RenderedPreview {
        RenderedPreview(
            identifier: item.identifier, module: item.module,
            file: (item.preview.fileID as NSString).lastPathComponent, name: item.name,
            line: item.preview.line, variant: variant.suffix, fileName: nil, width: 0, height: 0)
    }
}
