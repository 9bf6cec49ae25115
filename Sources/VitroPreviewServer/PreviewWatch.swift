import FlyingFox
import FlyingSocks
import Foundation
import VitroPreviewKit

/// `vitro preview --watch`: serves the gallery on a local port, rebuilds when a source file is
/// saved, re-renders the previews of the modules that changed and pushes them to the open
/// pages; a failed build shows its diagnostics over the last good images.
public final class PreviewWatch: Sendable {
    let runner: RunnerPackage
    let output: URL
    let state: LiveState
    /// Builds and renders one at a time, in the order asked.
    let work = DispatchQueue(label: "vitro.preview.watch")
    let log: @Sendable (String) -> Void
    /// The serving runner, replaced after each build, and the runner package (rewritten when
    /// a source file is added or removed); used on `work` only.
    let live: LiveRunner

    /// A session for `runner`'s package writing into `output`; the runner must be built.
    public init(
        runner: RunnerPackage, output: URL, options: PreviewOptions, previews: [RenderedPreview],
        log: @escaping @Sendable (String) -> Void
    ) async {
        self.runner = runner
        live = LiveRunner(package: runner)
        self.output = output
        self.log = log
        state = LiveState(options: options)
        await state.update(previews, modules: nil)
    }

    /// Serves on `host`:`port` (0 chooses a free port) and calls `ready` with the URL; then
    /// watches the package's sources until the task is cancelled.
    public func run(host: String, port: UInt16, ready: @escaping @Sendable (URL) -> Void) async throws {
        let state = state
        let title = runner.project.package.name + " previews"
        let handler = PreviewHTTPHandler(
            folder: OutputFolder(output),
            page: { LivePage.html(title: title, options: await state.options) },
            socket: .webSocket(
                PageSocket(
                    state: state, onOptions: { [self] options in changeOptions(options) },
                    onGesture: { [self] image, gesture in apply(gesture, to: image) },
                    beforeConnect: { [self] in await flush() })),
            limiter: RequestLimiter(limit: 64), log: log)
        let address = try sockaddr_in.inet(ip4: host, port: port)
        let server = HTTPServer(address: address, timeout: 30, logger: DisabledLogger.disabled, handler: handler)
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        let bound: UInt16
        if case .ip4(_, let p) = await server.listeningAddress { bound = p } else { bound = port }
        // The previews go live in a serving runner (its hosts keep their state between taps).
        work.async { [self] in
            restartRunner()
            render(modules: nil, options: blockingOptions())
        }
        ready(URL(string: "http://\(host):\(bound)/")!)
        let watcher = try SourceWatcher(roots: runner.project.targetFolders)
        let thread = Thread { [self] in
            while true {
                let changed = watcher.next()
                guard !changed.isEmpty else { continue }
                rebuild(changed: changed)
            }
        }
        thread.start()
        try await serving.value
    }

    /// Re-renders everything with new options (no build).
    func changeOptions(_ options: PreviewOptions) {
        work.async { [self] in
            let state = state
            Task { await state.setOptions(options) }
            render(modules: nil, options: options)
        }
    }

    func rebuild(changed: Set<String>) {
        work.async { [self] in
            log("changed: \(changed.map { ($0 as NSString).lastPathComponent }.sorted().joined(separator: ", "))")
            let state = state
            Task { await state.status("building…") }
            do {
                if live.addsOrRemovesSources(changed) {
                    try live.reload()
                    log("sources added or removed: the runner package was written again")
                }
                // The serving runner writes the files its gestures left behind while the build
                // runs: the next runner's page loads them.
                let flushed = DispatchGroup()
                if let process = live.process {
                    catchUp()
                    DispatchQueue.global().async(group: flushed) { _ = try? process.send(.flush) }
                }
                defer { flushed.wait() }
                try PreviewBuild.build(live.package) { _ in }
            } catch let error as PreviewError {
                log("build failed")
                Task { await state.fail(error.description) }
                return
            } catch {
                Task { await state.fail("\(error)") }
                return
            }
            let modules = live.package.project.modules(containing: changed)
            restartRunner()
            let options = blockingOptions()
            render(
                modules: modules.isEmpty ? nil : modules, options: options,
                first: Set(changed.map { ($0 as NSString).lastPathComponent }))
            // The previews of the other modules go on from the state they were left in.
            for (image, gestures) in live.histories.sorted(by: { $0.key < $1.key }) {
                _ = try? live.process?.send(.restore(image: image, gestures: gestures))
            }
        }
    }

    /// Starts the built runner in serving mode (on `work`), ending the one before.
    func restartRunner() {
        live.process?.stop()
        live.process = try? RunnerProcess(binary: live.package.binary, folder: output)
    }

    /// A tap or scroll from a page, on the work queue.
    func apply(_ gesture: PreviewGesture, to image: String) {
        work.async { [self] in
            guard let process = live.process else { return }
            let start = Date()
            let events: [RunnerEvent]
            do {
                events = try process.send(.gesture(image: image, gesture))
            } catch {
                log("\(image): \(gesture) failed: \(error)")
                return
            }
            live.histories[image, default: []].append(gesture)
            // Said, so that a tap beside a control (or a runner's error) is not silence.
            if !events.contains(where: { if case .changed = $0 { true } else { false } }) {
                let failure = events.compactMap { if case .failed(let message) = $0 { message } else { nil } }.first
                log("\(image): \(gesture) changed nothing\(failure.map { " (\($0))" } ?? "")")
            }
            for case .changed(let record, let patches) in events {
                log("\(record.name): \(gesture) in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
                // In order: each change's patches draw over the one before.
                let state = state
                let done = DispatchSemaphore(value: 0)
                Task {
                    await state.changed(record, patches: patches)
                    done.signal()
                }
                done.wait()
            }
        }
    }

    /// Has the serving runner write the image files its gestures left behind, if any (on the
    /// work queue, after what is queued there).
    func flush() async {
        guard await state.isBehind else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            work.async { [self] in
                catchUp()
                _ = try? live.process?.send(.flush)
                done.resume()
            }
        }
    }

    /// Clears the state's mark of files behind, before the runner writes them (on the work
    /// queue: a gesture after this marks them again).
    func catchUp() {
        let state = state
        let done = DispatchSemaphore(value: 0)
        Task {
            await state.catchUp()
            done.signal()
        }
        done.wait()
    }

    func blockingOptions() -> PreviewOptions {
        let box = OptionsBox()
        let done = DispatchSemaphore(value: 0)
        let state = state
        Task {
            box.value = await state.options
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// Renders (on the work queue), then updates the pages and the folder's page and list.
    /// The previews of the files named `first` render first, and each image goes to the pages
    /// as soon as it is drawn (those of the file just saved show before the rest are done).
    func render(modules: Set<String>?, options: PreviewOptions, first: Set<String> = []) {
        let start = Date()
        do {
            guard let process = live.process else {
                throw PreviewError.runnerFailed("the preview runner did not start")
            }
            let only = modules.map { Array($0).sorted() }
            let command: PreviewRunner.Command =
                first.isEmpty
                ? .render(options: options, modules: only)
                : .renderFirst(options: options, modules: only, first: first.sorted())
            let state = state
            let events = try process.send(command) { event in
                guard case .rendered(_, _, let record) = event, record.fileName != nil else { return }
                let done = DispatchSemaphore(value: 0)
                Task {
                    await state.changed(record, patches: [])
                    done.signal()
                }
                done.wait()
            }
            var previews: [RenderedPreview] = []
            for event in events {
                if case .rendered(_, _, let record) = event { previews.append(record) }
                if case .failed(let message) = event { throw PreviewError.runnerFailed(message) }
            }
            log(
                "rendered \(previews.count) images\(modules.map { " of " + $0.sorted().joined(separator: ", ") } ?? "") in \(Int(Date().timeIntervalSince(start) * 1000)) ms"
            )
            // Fresh hosts for what was rendered: their earlier gestures are forgotten.
            for record in previews {
                if let name = record.fileName { live.histories[name] = nil }
            }
            if modules == nil { live.histories = [:] }
            let output = output
            let title = runner.project.package.name + " previews"
            let done = DispatchSemaphore(value: 0)
            Task {
                await state.update(previews, modules: modules)
                let all = await state.previews
                try? GalleryPage.html(all, title: title).write(
                    to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
                done.signal()
            }
            done.wait()
        } catch {
            let state = state
            Task { await state.fail("\(error)") }
        }
    }
}

/// The serving runner and its package, touched on the work queue only.
final class LiveRunner: @unchecked Sendable {
    var process: RunnerProcess?
    var package: RunnerPackage
    /// The gestures each image took since it was last rendered, replayed in the next runner.
    var histories: [String: [PreviewGesture]] = [:]

    init(package: RunnerPackage) { self.package = package }

    /// Whether `changed` adds a source file the package description did not list, or removes
    /// one it did.
    func addsOrRemovesSources(_ changed: Set<String>) -> Bool {
        let project = package.project
        let known = Set(
            project.package.targets.flatMap { target in
                (target.sources ?? []).map {
                    project.root.appendingPathComponent(target.path).appendingPathComponent($0).path
                }
            })
        return changed.contains { !known.contains($0) || !FileManager.default.fileExists(atPath: $0) }
    }

    /// Reads the package again (its targets' files, the previews in them) for the runner
    /// package, which the next build writes anew (``RunnerPackage/write()`` makes the build
    /// plan again when the list of files changed).
    func reload() throws {
        let project = try PreviewProject.load(package.project.root)
        package = RunnerPackage(project: project, folder: package.folder, scratch: package.scratch)
    }
}

final class OptionsBox: @unchecked Sendable {
    var value: PreviewOptions?
}
