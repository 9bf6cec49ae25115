import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Spatial taps run through the host with the tap's location; the recorded input,
/// accessibility, drag-and-drop and window API compiles and leaves the view as it draws.
@MainActor
@Suite struct InputAndWindowTests {
    final class Log { var points: [CGPoint] = [] }

    @Test func aSpatialTapReportsWhereTheHostTapped() throws {
        let log = Log()
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { log.points.append($0.location) })
            Color.red.frame(width: 100, height: 100)
                .onTapGesture(coordinateSpace: .local) { log.points.append($0) }
        }
        let host = ViewHost(view)
        host.proposedSize = ProposedViewSize(width: 100, height: 200)
        #expect(host.tap(at: CGPoint(x: 30, y: 40)))
        #expect(host.tap(at: CGPoint(x: 70, y: 160)))
        #expect(log.points == [CGPoint(x: 30, y: 40), CGPoint(x: 70, y: 60)])
    }

    @Test func mappedAndErasedTapsEndWithTheirValues() {
        final class Box { var values: [String] = [] }
        let box = Box()
        let view = VStack {
            Text("Mapped").gesture(TapGesture().map { "mapped" }.onEnded { box.values.append($0) })
            Text("Erased").gesture(AnyGesture(TapGesture().map { "erased" }).onEnded { box.values.append($0) })
        }
        let host = ViewHost(view)
        try? host.tap("Mapped")
        try? host.tap("Erased")
        #expect(box.values == ["mapped", "erased"])
    }

    struct Recorded: View {
        @AccessibilityFocusState var focused: Bool
        @GestureState(resetTransaction: Transaction()) var drag: CGSize?
        @Namespace var namespace
        var body: some View {
            Text("Recorded")
                .accessibilityFocused($focused)
                .accessibilityRotor("Links") { AccessibilityRotorEntry("First", id: 1) }
                .accessibilityRotor(.headings) { AccessibilityRotorEntry("Title", id: 2) }
                .accessibilityCustomContent("Age", "42")
                .accessibilityActions(category: .edit) { Button("Delete") {} }
                .accessibilityDirectTouch(options: .silentOnTouch)
                .accessibilityZoomAction { _ in }
                .accessibilityTextContentType(.sourceCode)
                .accessibilityLabeledPair(role: .label, id: "name", in: namespace)
                .hoverEffect(.lift)
                .hoverEffect(HighlightHoverEffect())
                .defaultHoverEffect(.highlight)
                .onContinuousHover { _ in }
                .contentShape(.hoverEffect, Capsule())
                .onPencilDoubleTap { _ in }
                .onPencilSqueeze { _ in }
                .handGestureShortcut(.primaryAction)
                .onDrag { NSItemProvider(object: "text") }
                .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
                .itemProvider { nil }
                .gesture(SpatialEventGesture().onEnded { _ in })
                .windowToolbarFullScreenVisibility(.onHover)
        }
    }

    @Test func recordedInputAndAccessibilityLeaveTheViewAsItDraws() {
        let plain = ImageRenderer(content: Text("Recorded")).displayList.description
        #expect(ImageRenderer(content: Recorded()).displayList.description == plain)
        #expect(DropProposal(operation: .move).operation == .move)
        #expect(HorizontalDirection.Set.all.contains(.trailing))
        #expect(VerticalDirection.Set(.up) == .up)
        #expect(AccessibilityTechnologies.voiceOver != AccessibilityTechnologies.switchControl)
        #expect(DropOperation.Set([.copy, .move]).contains(.copy))
    }

    @Test func windowActionsRecordTheirRequests() {
        let open = OpenWindowAction()
        open(id: "viewer")
        open(id: "viewer", value: 7)
        let dismiss = DismissWindowAction()
        dismiss()
        #expect(open.requests.map(\.id) == ["viewer", "viewer"] && open.requests.last?.value == "7")
        #expect(dismiss.requests.count == 1)
    }

    struct Note: FileDocument {
        static let readableContentTypes: [UTType] = [.plainText]
        var text = "A new note"
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data())
        }
    }

    struct Notes: App {
        var body: some Scene {
            DocumentGroup(newDocument: Note()) { file in
                TextEditor(text: file.$document.text)
            }
        }
    }

    struct Viewer: App {
        var body: some Scene {
            WindowGroup(for: String.self) { value in Text(value.wrappedValue ?? "Nothing presented") }
                .restorationBehavior(.disabled)
                .windowManagerRole(.principal)
                .windowToolbarLabelStyle(fixed: .iconOnly)
        }
    }

    @Test func aDocumentGroupShowsTheEditorOfANewDocument() {
        let drawn = ImageRenderer(app: Notes()).displayList.description
        #expect(drawn.contains("Untitled") && drawn.contains("note"))
        #expect(ImageRenderer(app: Viewer()).displayList.description.contains("presented"))
    }
}
