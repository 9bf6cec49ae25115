import Foundation
import Testing
import VitroBase
import VitroPreviewKit

/// The live previews of `vitro preview --watch`: taps, typing and a runner started after a
/// rebuild that takes up the state an image was left in; and previews that render the same
/// pixels every time.
@MainActor @Suite struct PreviewHostsTests {
    /// A button as large as the preview, showing how often it was tapped.
    struct Counter: View {
        @State var count: Int
        var body: some View {
            Button {
                count += 1
            } label: {
                Text("Count: \(count)").frame(width: 200, height: 100)
            }
        }
    }

    /// A text field and a line that repeats what it holds.
    struct Greeting: View {
        @State var name: String
        var body: some View {
            VStack(spacing: 0) {
                TextField("Your name", text: $name).frame(height: 40)
                Text(name.isEmpty ? "Hello!" : "Hello, \(name)!").frame(height: 40)
            }
            .frame(width: 200)
        }
    }

    static func item(_ name: String, _ content: @escaping @MainActor () -> some View) -> PreviewItem {
        PreviewItem(
            preview: Preview(
                name: name, fileID: "Tests/Live.swift", line: 1, traits: [.sizeThatFitsLayout],
                content: { AnyView(content()) }))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hosts-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The PNG of `item` rendered afresh, to compare the live image with.
    static func fresh(_ item: PreviewItem) throws -> Data {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try PreviewRenderer.renderAll([item], options: PreviewOptions(), into: folder)
        return try Data(contentsOf: folder.appendingPathComponent(try #require(records.first?.fileName)))
    }

    @Test func aTapRunsTheButtonAndTheStateStays() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = Self.item("Counter") { Counter(count: 0) }
        let hosts = PreviewHosts(folder: folder)
        let records = try hosts.render([item], options: PreviewOptions()) { _, _, _ in }
        let name = try #require(records.first?.fileName)
        let before = try RasterImage(contentsOf: folder.appendingPathComponent(name))
        let (_, first) = try #require(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name))
        let (_, second) = try #require(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name))
        // The image's file waits for a flush; the patches drawn over it make the same picture.
        #expect(try RasterImage(contentsOf: folder.appendingPathComponent(name)) == before)
        #expect(try hosts.flush() == [name])
        #expect(try hosts.flush() == [])
        let live = try Data(contentsOf: folder.appendingPathComponent(name))
        let drawn = try Self.draw(first + second, over: before, in: folder)
        #expect(drawn == (try RasterImage(contentsOf: folder.appendingPathComponent(name))).samples)
        #expect(live == (try Self.fresh(Self.item("Counter") { Counter(count: 2) })))
        // Outside the image, or on an image nobody rendered: nothing.
        #expect(try hosts.apply(.tap(x: 1.5, y: 0.5), to: name) == nil)
        #expect(try hosts.apply(.tap(x: 0.5, y: 0.5), to: "Other.png") == nil)
    }

    @Test func aRunnerAfterARebuildTakesUpTheState() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = Self.item("Counter") { Counter(count: 0) }
        let name = item.fileName(for: PreviewOptions().variants[0])
        // This runner rendered another module only; the counter's image took a tap before.
        let hosts = PreviewHosts(folder: folder)
        hosts.know([item], options: PreviewOptions())
        hosts.restore(name, gestures: [.tap(x: 0.5, y: 0.5)])
        let (record, _) = try #require(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name))
        #expect(record.width == 200 * 3 && record.height == 100 * 3)
        try hosts.flush()
        let live = try Data(contentsOf: folder.appendingPathComponent(name))
        #expect(live == (try Self.fresh(Self.item("Counter") { Counter(count: 2) })))
    }

    /// A bar that grows over a tenth of a second when tapped.
    struct Grower: View {
        @State var wide = false
        var body: some View {
            Button {
                withAnimation(.linear(duration: 0.1)) { wide.toggle() }
            } label: {
                Color.blue.frame(width: wide ? 200 : 50, height: 100).frame(width: 200, alignment: .leading)
            }
        }
    }

    @Test func anAnimatedChangeIsWrittenAsFramesAt60PerSecond() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hosts = PreviewHosts(folder: folder)
        let item = Self.item("Grower") { Grower() }
        let name = try #require(try hosts.render([item], options: PreviewOptions()) { _, _, _ in }.first?.fileName)
        let before = try RasterImage(contentsOf: folder.appendingPathComponent(name))
        let (_, patches) = try #require(try hosts.apply(.tap(x: 0.1, y: 0.5), to: name))
        // 0.1 s at 60 frames a second: the start, 5 steps, the settled image; each frame the
        // rows it drew again (the bar's, all of them).
        #expect(patches.count == 7)
        #expect(patches.last?.file == "Tests-Live-Grower-light-change-0-6.png")
        for patch in patches {
            let file = try #require(patch.file)
            #expect(patch.y == 0 && patch.height == 300)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
        }
        let middle = try Self.draw(Array(patches[...3]), over: before, in: folder)
        let settled = try Self.draw(patches, over: before, in: folder)
        #expect(middle != before.samples && middle != settled)
        try hosts.flush()
        #expect(settled == (try RasterImage(contentsOf: folder.appendingPathComponent(name))).samples)
        #expect(settled == (try RasterImage(data: Self.fresh(Self.item("Grower") { Grower(wide: true) }))).samples)
    }

    @Test func aChangeSendsOnlyTheRowsItChanged() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The count in the middle of a tall column: only the rows of its text change.
        let item = Self.item("Column") {
            VStack(spacing: 0) {
                Color.orange.frame(height: 100)
                Counter(count: 0)
                Color.teal.frame(height: 100)
            }
        }
        let hosts = PreviewHosts(folder: folder)
        let name = try #require(try hosts.render([item], options: PreviewOptions()) { _, _, _ in }.first?.fileName)
        let before = try RasterImage(contentsOf: folder.appendingPathComponent(name))
        let (_, patches) = try #require(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name))
        let patch = try #require(patches.last)
        #expect(patch.y >= 300 && patch.y + patch.height <= 600 && patch.height > 0)
        try hosts.flush()
        let drawn = try Self.draw(patches, over: before, in: folder)
        #expect(drawn == (try RasterImage(contentsOf: folder.appendingPathComponent(name))).samples)
        #expect(drawn != before.samples)
    }

    /// The samples of `base` with each patch's rows drawn over it in turn, as the page does.
    static func draw(_ patches: [PreviewPatch], over base: RasterImage, in folder: URL) throws -> [UInt16] {
        var samples = base.samples
        let stride = base.width * 4
        for patch in patches {
            guard let file = patch.file else { continue }
            let band = try RasterImage(contentsOf: folder.appendingPathComponent(file))
            #expect(band.width == base.width && band.height == patch.height)
            samples.replaceSubrange(
                (patch.y * stride)..<((patch.y + patch.height) * stride), with: band.samples)
        }
        return samples
    }

    @Test func keysGoToTheTextFieldTappedLast() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = Self.item("Greeting") { Greeting(name: "") }
        let hosts = PreviewHosts(folder: folder)
        let name = try #require(try hosts.render([item], options: PreviewOptions()) { _, _, _ in }.first?.fileName)
        // Typing before a field has focus goes nowhere.
        #expect(try hosts.apply(.type(text: "x"), to: name) == nil)
        // The field is the upper half; a tap there focuses it (nothing to redraw).
        #expect(try hosts.apply(.tap(x: 0.5, y: 0.25), to: name) == nil)
        for key in ["A", "d", "a", "m"] { #expect(try hosts.apply(.type(text: key), to: name) != nil) }
        #expect(try hosts.apply(.deleteBackward, to: name) != nil)
        try hosts.flush()
        let live = try Data(contentsOf: folder.appendingPathComponent(name))
        #expect(live == (try Self.fresh(Self.item("Greeting") { Greeting(name: "Ada") })))
    }

    /// A material card rendered twice in one process: the same pixels, on a device's screen
    /// and at its own size, fresh and in a live host.
    @Test func aMaterialPreviewRendersTheSamePixelsTwice() throws {
        func card() -> some View {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Grace Hopper").font(.headline)
                    Text("Rear admiral").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .padding()
        }
        let fitted = Self.item("Card") { card().frame(width: 360) }
        let screen = PreviewItem(
            preview: Preview(name: "Screen", fileID: "Tests/Live.swift", line: 2, content: { AnyView(card()) }))
        for item in [fitted, screen] {
            for variant in PreviewOptions(colorSchemes: [.light, .dark]).variants {
                let first = try PreviewRenderer.render(item, variant: variant)
                let second = try PreviewRenderer.render(item, variant: variant)
                #expect(first == second, "\(item.name) \(variant.suffix)")
            }
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let hosts = PreviewHosts(folder: folder)
            let name = try #require(try hosts.render([item], options: PreviewOptions()) { _, _, _ in }.first?.fileName)
            let live = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(live == (try Self.fresh(item)), "\(item.name) in a live host")
        }
    }
}
