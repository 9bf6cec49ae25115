import Foundation
import Testing
import Vitro

/// An app file as it is written for SwiftUI (without `@main`, which a test target cannot have).
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    Section("Today") {
                        Text("Groceries")
                        Text("Call the garage")
                    }
                }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: {}) { Image(systemName: "plus") }
                    }
                }
            }
        }
        Settings { Text("Settings") }
    }
}

struct NotesPreviews: PreviewProvider {
    static var previews: some View {
        Text("Groceries").previewDisplayName("Row").previewLayout(.sizeThatFits).previewDevice("iPhone 16 Pro")
    }
}

@MainActor
@Suite struct SurfacesAppTests {
    @Test func anAppFilesFirstWindowRendersOnAnIPhone() throws {
        let renderer = ImageRenderer(app: NotesApp(), device: .iPhone)
        let image = try renderer.render()
        #expect(image.width == 402 * 3)
        #expect(image.height == 874 * 3)
        let list = renderer.displayList.description
        #expect(list.contains("text \"Notes\""))
        #expect(list.contains("text \"Groceries\""))
        if let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] {
            try image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("app-notes.png"))
        }
    }

    @Test func theLargeTitleSitsUnderTheBarBelowTheSafeArea() {
        let renderer = ImageRenderer(app: NotesApp(), device: .iPhone)
        let line = renderer.displayList.description.split(separator: "\n").first { $0.contains("text \"Notes\"") }
        // The bar row is 44 pt from the 62 pt safe area; the 34 pt title's glyphs start below it.
        let y = line.flatMap { Double($0.split(separator: " ")[3].trimmingCharacters(in: .punctuationCharacters)) }
        #expect(y.map { $0 > 106 && $0 < 158 } == true, "\(line ?? "no title")")
    }

    @Test func previewProvidersCompileAndRender() {
        #expect(ImageRenderer(content: NotesPreviews.previews).displayList.description.contains("Groceries"))
    }

    @Test(arguments: [Device.iPhone, .iPhoneProMax, .iPad, .iPadPortrait, .mac, .visionPro])
    func devicesRenderAtTheirSizeAndScale(device: Device) throws {
        let renderer = ImageRenderer(content: Text("Hello"), device: device)
        let image = try renderer.render()
        #expect(CGFloat(image.width) == device.size.width * device.scale)
        #expect(CGFloat(image.height) == device.size.height * device.scale)
    }

    @Test func theDisplayCornerIsTheOutermostContainerShape() {
        // A concentric rectangle inset 16 pt from an iPhone's 62 pt corners resolves to 46 pt.
        func list(_ shape: some Shape) -> DisplayList {
            ImageRenderer(content: shape.fill(Color.blue).padding(16).ignoresSafeArea(), device: .iPhone).displayList
        }
        #expect(list(ConcentricRectangle()) == list(RoundedRectangle(cornerRadius: 46, style: .continuous)))
        #expect(list(ConcentricRectangle()) != list(RoundedRectangle(cornerRadius: 40, style: .continuous)))
    }
}
