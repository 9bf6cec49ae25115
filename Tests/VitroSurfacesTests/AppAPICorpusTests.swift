import Foundation
import Testing
import Vitro

/// The SwiftUI API the public compile corpus needed: disclosure group styles, the deprecated
/// tag-and-selection links, focused values, string-titled secure fields and the localized
/// accessibility modifiers.
@MainActor
@Suite struct AppAPICorpusTests {
    /// A style in the manner of the corpus's: the label, a "show"/"hide" button that toggles the
    /// group through its binding, then the content when expanded.
    struct ShowHideStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button {
                    configuration.isExpanded.toggle()
                } label: {
                    HStack {
                        configuration.label
                        Spacer()
                        Text(configuration.isExpanded ? "hide" : "show")
                    }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aCustomDisclosureGroupStyleDrawsItsBodyAndTogglesThroughTheBinding() throws {
        struct Screen: View {
            @State var expanded = false
            var body: some View {
                DisclosureGroup("Rows", isExpanded: $expanded) {
                    Text("Alpha")
                }
                .disclosureGroupStyle(ShowHideStyle())
                .frame(width: 300)
            }
        }
        let host = ViewHost(Screen())
        let closed = host.displayList.description
        #expect(closed.contains("text \"show\"") && !closed.contains("Alpha"))
        // The platform's chevron is a symbol (drawn as a fill); the style's button is all text.
        #expect(!closed.contains("fill ("), "the style replaces the platform's chevron")
        try host.tap("show")
        let open = host.displayList.description
        #expect(open.contains("text \"hide\"") && open.contains("text \"Alpha\""))
    }

    @Test func theAutomaticDisclosureGroupStyleDrawsAsTheDefault() {
        func drawn<V: View>(_ view: V) -> String {
            ImageRenderer(content: view.frame(width: 300)).displayList.description
        }
        let group = DisclosureGroup("Rows", isExpanded: .constant(true)) { Text("Row 1") }
        #expect(drawn(group.disclosureGroupStyle(.automatic)) == drawn(group))
        // The chevron: a symbol in the accent color.
        #expect(drawn(group).contains("#0088FF"))
    }

    @Test func aTagAndSelectionLinkDrawsItsLabelAndATapPushesItsDestination() throws {
        struct Screen: View {
            @State var selection: String? = nil
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink(destination: Text("Detail of Paul"), tag: "Paul", selection: $selection) {
                            Text("Paul")
                        }
                        NavigationLink("Taylor", tag: "Taylor", selection: $selection) {
                            Text("Detail of Taylor")
                        }
                    }
                }
            }
        }
        let host = PresentationProbe.host { Screen() }
        let list = host.displayList.description
        #expect(list.contains("text \"Paul\"") && list.contains("text \"Taylor\"") && !list.contains("Detail"))
        // Each row ends in the disclosure chevron, a symbol in the tertiary label color.
        #expect(list.components(separatedBy: "#3C3C43@0.3\n").count == 3)
        try host.tap("Taylor")
        #expect(host.displayList.description.contains("text \"Detail\""))
    }

    struct SelectedNameKey: FocusedValueKey { typealias Value = String }

    @Test func focusedValuesReadNothingInAStillRenderAndPublishingThemDrawsNothing() {
        struct Reader: View {
            @FocusedValue(\.selectedName) var name
            var body: some View { Text(name ?? "none") }
        }
        let plain = ImageRenderer(content: Reader()).displayList.description
        let published = ImageRenderer(
            content: Reader().focusedValue(\.selectedName, "Paul").focusedSceneValue(\.selectedName, "Paul")
        ).displayList.description
        #expect(plain.contains("text \"none\""))
        #expect(published == plain)
    }

    @Test func aSecureFieldTitledByAVariableShowsItsTitleThenDots() {
        let title = "Password"
        let empty = ImageRenderer(content: SecureField(title, text: .constant("")).frame(width: 200))
        #expect(empty.displayList.description.contains("text \"Password\""))
        let filled = ImageRenderer(content: SecureField(title, text: .constant("abc")).frame(width: 200))
        #expect(filled.displayList.description.contains("text \"•••\""))
    }

    @Test func localizedAccessibilityModifiersRecordTheirText() {
        let key: LocalizedStringKey = "Time remaining"
        let view = Text("10:00").accessibilityLabel(key).accessibilityHint("Counts down")
        let layout = ImageRenderer(content: view).layoutDescription
        #expect(layout.contains("Time remaining"))
        #expect(
            ImageRenderer(content: view).displayList.description
                == ImageRenderer(content: Text("10:00")).displayList.description)
    }
}

@MainActor
@Suite struct AppAPICorpusStyleTests {
    /// The corpus's style: the platform's bar inside a capsule of the app's color.
    struct CapsuleProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(8).background(Color.pink, in: Capsule())
        }
    }

    @Test func anAppProgressViewStyleWrapsThePlatformsBar() {
        func drawn<V: View>(_ view: V) -> String {
            ImageRenderer(content: view.frame(width: 200)).displayList.description
        }
        let plain = drawn(ProgressView(value: 0.5))
        let styled = drawn(ProgressView(value: 0.5).progressViewStyle(CapsuleProgressStyle()))
        // The capsule behind (200 × 20: the 4 pt bar and 8 pt of padding above and below),
        // then the platform's bar, inset by the padding.
        #expect(styled.contains("(0, 0, 200, 20)"), "\(styled)")
        #expect(plain.contains("(0, 0, 200, 4)") && styled.contains("(8, 8, 184, 4)"), "\(plain)\n\(styled)")
        // A platform style set after an app's draws as the platform's again.
        #expect(
            drawn(ProgressView(value: 0.5).progressViewStyle(.linear).progressViewStyle(CapsuleProgressStyle()))
                == plain)
    }

    @Test func aConfigurationCarriesTheFractionAndLabels() {
        struct Probe: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) %" } ?? "indeterminate")
                    if let label = configuration.label { label }
                }
            }
        }
        let layout = ImageRenderer(
            content: VStack {
                ProgressView("Copying", value: 3, total: 4)
                ProgressView()
            }.progressViewStyle(Probe())
        ).displayList.description
        #expect(layout.contains("text \"75\"") && layout.contains("text \"Copying\""))
        #expect(layout.contains("text \"indeterminate\""))
    }

    @Test func personNamesFormatInEachStyle() {
        var name = PersonNameComponents(givenName: "Thomas", familyName: "Clark")
        name.middleName = "Louis"
        name.namePrefix = "Dr."
        name.nameSuffix = "Esq."
        #expect(name.formatted(.name(style: .abbreviated)) == "TC")
        #expect(name.formatted(.name(style: .short)) == "Thomas")
        #expect(name.formatted() == "Thomas Clark")
        #expect(name.formatted(.name(style: .long)) == "Dr. Thomas Louis Clark Esq.")
        name.nickname = "Tom"
        #expect(name.formatted(.name(style: .short)) == "Tom")
        let names = [PersonNameComponents(givenName: "Mark", familyName: "Smith"), name]
        let list = ImageRenderer(
            content: Text(names, format: .list(memberStyle: .name(style: .abbreviated), type: .and))
        ).displayList.description
        #expect(list.contains("text \"MS\"") && list.contains("text \"TC\""), "\(list)")
    }

    @Test func aListItemTintTintsTheItemsContent() {
        let tinted = ImageRenderer(content: Image(systemName: "clock").foregroundStyle(.tint).listItemTint(.red))
        let fixed = ImageRenderer(content: Image(systemName: "clock").foregroundStyle(.tint).listItemTint(.fixed(.red)))
        let red = ImageRenderer(content: Image(systemName: "clock").foregroundStyle(.tint).tint(.red))
        #expect(tinted.displayList.description == red.displayList.description)
        #expect(fixed.displayList.description == red.displayList.description)
        let kept = ImageRenderer(content: Image(systemName: "clock").foregroundStyle(.tint).listItemTint(nil as Color?))
        let plain = ImageRenderer(content: Image(systemName: "clock").foregroundStyle(.tint))
        #expect(kept.displayList.description == plain.displayList.description)
    }
}

@MainActor
@Suite struct AppAPIFileDocumentTests {
    /// The corpus's document, as the app writes it.
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    @Test func aDocumentWritesAndReadsBackThroughItsFileWrapper() throws {
        let written = try TextFile(text: "Hello").fileWrapper(configuration: .init(contentType: .plainText))
        let read = try TextFile(configuration: .init(contentType: .plainText, file: written))
        #expect(read.text == "Hello")
        #expect(TextFile.writableContentTypes == [.plainText])
    }

    @Test func contentTypesConformThroughTheirParents() {
        #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text) && UTType.png.conforms(to: .image))
        #expect(UTType(filenameExtension: "JSON") == .json && UTType(mimeType: "image/png") == .png)
        #expect(UTType("public.plain-text") == .plainText && UTType("org.example.none") == nil)
        #expect(UTType(exportedAs: "org.example.note", conformingTo: .text).conforms(to: .data))
    }

    @Test func aPresentedFileExporterDrawsNothing() {
        func drawn(_ presented: Bool) -> String {
            ImageRenderer(
                content: Text("Notes").fileExporter(
                    isPresented: .constant(presented), document: TextFile(text: "x"), contentType: .plainText
                ) { _ in }
            ).displayList.description
        }
        #expect(drawn(true) == drawn(false))
        #expect(drawn(true) == ImageRenderer(content: Text("Notes")).displayList.description)
    }
}

extension FocusedValues {
    fileprivate var selectedName: String? {
        get { self[AppAPICorpusTests.SelectedNameKey.self] }
        set { self[AppAPICorpusTests.SelectedNameKey.self] = newValue }
    }
}
