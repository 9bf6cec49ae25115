import Foundation
import Testing
import Vitro

#Preview {
    Text("Plain preview").padding()
}

#Preview("Named card", traits: .sizeThatFitsLayout) {
    Label("Inbox", systemImage: "tray.fill")
        .padding(20)
        .background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
}

#Preview("Landscape", traits: .landscapeLeft) {
    Color.orange
}

#Preview("Fixed", traits: .fixedLayout(width: 120, height: 80), .portrait) {
    Circle().fill(.green)
}

#Preview("State") {
    @Previewable @State var count = 3
    Stepper("Count \(count)", value: $count)
        .padding()
}

/// `#Preview` compiles in its SwiftUI forms and registers each preview, which renders as its
/// traits say.
@MainActor
@Suite struct PreviewMacroTests {
    var previews: [Preview] {
        PreviewRegistry.previews(in: "VitroRenderTests").filter { $0.fileID.hasSuffix("/PreviewMacroTests.swift") }
    }

    func preview(_ name: String) throws -> Preview {
        try #require(previews.first { $0.name == name })
    }

    @Test func everyPreviewOfTheModuleIsFound() {
        let names = previews.map(\.displayName)
        #expect(names.count == 5)
        #expect(names.contains("PreviewMacroTests.swift:5"))
        #expect(names.contains("Named card"))
        #expect(previews.allSatisfy { $0.fileID == "VitroRenderTests/PreviewMacroTests.swift" })
    }

    @Test func anUnnamedPreviewRendersOnTheDevice() throws {
        let p = try #require(previews.first { $0.name == nil })
        #expect(p.line == 5)
        let image = try p.render(scale: 1)
        #expect(image.width == 402 && image.height == 874)
    }

    @Test func sizeThatFitsRendersAtTheViewsOwnSize() throws {
        let image = try preview("Named card").render(scale: 1)
        #expect(image.width < 200 && image.height < 100)
        #expect(image.width > 60 && image.height > 40)
    }

    @Test func landscapeTurnsTheDevice() throws {
        let image = try preview("Landscape").render(scale: 1)
        #expect(image.width == 874 && image.height == 402)
    }

    @Test func fixedLayoutRendersAtTheGivenSize() throws {
        let image = try preview("Fixed").render(scale: 2)
        #expect(image.width == 240 && image.height == 160)
        let center = image.color(atX: 120, y: 80)
        #expect(center.green > 0.5 && center.red < 0.5)
    }

    @Test func aPreviewableStateInitializesTheView() throws {
        let p = try preview("State")
        let image = try p.render(scale: 1)
        #expect(image.width == 402)
        let host = ViewHost(p.content)
        #expect(host.layoutDescription.contains("Count 3"))
    }
}
