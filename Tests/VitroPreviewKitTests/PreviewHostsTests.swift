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
        #expect(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name) != nil)
        #expect(try hosts.apply(.tap(x: 0.5, y: 0.5), to: name) != nil)
        let live = try Data(contentsOf: folder.appendingPathComponent(name))
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
        let (_, frames) = try #require(try hosts.apply(.tap(x: 0.1, y: 0.5), to: name))
        // 0.1 s at 60 frames a second: 6 steps; the settled image is the preview's own.
        #expect(frames == (0..<6).map { "Tests-Live-Grower-light-frame-\($0).png" })
        for frame in frames {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(frame).path))
        }
        let first = try Data(contentsOf: folder.appendingPathComponent(frames[0]))
        let middle = try Data(contentsOf: folder.appendingPathComponent(frames[3]))
        let settled = try Data(contentsOf: folder.appendingPathComponent(name))
        #expect(first != middle && middle != settled)
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
