import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// An app whose scene sets the environment for its windows, as SwiftUI apps do.
private struct DarkApp: App {
    var body: some Scene {
        WindowGroup { SchemeLabel() }
            .environment(\.colorScheme, .dark)
            .commands { CommandMenu("Tools") { Button("Run") {} } }
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

/// The API added from the support table's missing rows that changes what a view does: the
/// scene environment, the gesture forms, the size category, the flag forms of fonts, the path
/// transforms and the older accessibility names.
@MainActor
@Suite struct SupportBreadthTests {
    @Test func aScenesEnvironmentReachesItsWindow() throws {
        let list = ImageRenderer(app: DarkApp(), device: .iPhone).displayList.description
        #expect(list.contains("\"dark\""))
        #expect(!list.contains("\"light\""))
    }

    @Test func aGestureAttachesOnlyWhenEnabled() throws {
        struct Taps: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("On \(taps)").gesture(TapGesture().onEnded { taps += 1 }, isEnabled: true)
                    Text("Off").gesture(TapGesture().onEnded { taps += 10 }, isEnabled: false)
                    Text("Named").simultaneousGesture(TapGesture().onEnded { taps += 100 }, name: "tap")
                }
            }
        }
        let host = ViewHost(Taps())
        try host.tap("On 0")
        try? host.tap("Off")
        try host.tap("Named")
        #expect(texts(host).first == "On 101")
    }

    @Test func theSizeCategoryIsTheDynamicTypeSize() {
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1)
        environment.dynamicTypeSize = .xSmall
        #expect(environment.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func fontFlagFormsApplyOnlyWhenActive() {
        #expect(Font.body.bold(true) == Font.body.bold())
        #expect(Font.body.bold(false) == Font.body)
        #expect(Font.body.italic(true) == Font.body.italic())
        #expect(Font.body.monospaced(false) == Font.body)
    }

    @Test func pathFiguresAddThroughTheirTransform() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(ellipse.boundingRect.width == 8)
    }

    @Test func theOlderAccessibilityNamesSetTheSameLabel() {
        func label(_ view: some View) -> String? {
            let host = ViewHost(view)
            host.update()
            var found: String?
            func visit(_ node: LayoutNode) {
                if let l = node.attributes.accessibilityLabel { found = l }
                node.children.forEach(visit)
            }
            if let root = host.lastFrame?.root { visit(root) }
            return found
        }
        #expect(label(Image(systemName: "star").accessibility(label: Text("Favorite"))) == "Favorite")
        #expect(label(Image(systemName: "star").accessibilityLabel(Text("Favorite"))) == "Favorite")
    }

    @Test func hapticsAndCommandsAreRecordedNotDrawn() {
        let plain = ImageRenderer(content: Text("Saved")).displayList.description
        let withFeedback = ImageRenderer(
            content: Text("Saved").sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1)
                .keyboardShortcut("s", modifiers: [.command, .shift])
        ).displayList.description
        #expect(plain == withFeedback)
    }
}
