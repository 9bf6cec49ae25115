import Foundation
import Testing
import Vitro

// Written as an app's file is (Swift 5 mode, `import Vitro`): custom environment, transaction
// and container entries with `@Entry`, a named coordinate space read by a geometry reader, and
// `@AppStorage` with a `UserDefaults` store.

extension EnvironmentValues {
    @Entry var cardAccent: Color = .orange
    @Entry var cardPadding = 12.0
    @Entry var cardTitle: String?
}

extension Transaction {
    @Entry var isFromDrag = false
}

extension ContainerValues {
    @Entry var isPinned: Bool = false
}

private struct AccentCard: View {
    @Environment(\.cardAccent) var accent
    @Environment(\.cardPadding) var padding
    var body: some View {
        accent.frame(width: 20, height: 20).padding(padding)
    }
}

/// Where a reader sits in the space named "card" and in the scroll view it is in.
private struct SpaceProbe: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                let card = proxy.frame(in: .named("card"))
                let old = proxy.frame(in: CoordinateSpace.named("card"))
                let scroll = proxy.frame(in: .scrollView)
                Text("card \(Int(card.minX)) \(Int(card.minY)) old \(Int(old.minY)) scroll \(Int(scroll.minY))")
            }
            .frame(height: 20)
        }
        .padding(.leading, 10)
        .coordinateSpace(.named("card"))
    }
}

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

/// A list of a bound collection with edit actions, as iOS 16 code writes it.
private struct ChoreList: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var body: some View {
        List($chores, editActions: .delete) { $chore in
            Toggle(chore.title, isOn: $chore.done)
        }
    }
}

@MainActor
@Suite struct PastedAppAPITests {
    @Test func listsOfBoundCollectionsWithEditActionsDrawTheirRows() {
        let layout = ImageRenderer(content: ChoreList().frame(width: 390, height: 300)).layoutDescription
        #expect(layout.contains("Dishes") && layout.contains("Laundry"), "\(layout)")
        let rows = ForEach(.constant([Chore(id: 3, title: "Sweep")]), editActions: .all) { $chore in
            Text(chore.title)
        }
        #expect(ImageRenderer(content: List { rows }).layoutDescription.contains("Sweep"))
    }

    @Test func entryMacroDeclaresEnvironmentTransactionAndContainerValues() throws {
        var env = EnvironmentValues()
        #expect(env.cardAccent == .orange && env.cardPadding == 12 && env.cardTitle == nil)
        env.cardTitle = "Hello"
        env.cardPadding = 4
        #expect(env.cardTitle == "Hello" && env.cardPadding == 4)
        var transaction = Transaction()
        #expect(!transaction.isFromDrag)
        transaction.isFromDrag = true
        #expect(transaction.isFromDrag)
        // The entry reaches the view that reads it: a red square instead of the default orange.
        let image = try ImageRenderer(
            content: AccentCard().environment(\.cardAccent, .red).environment(\.cardPadding, 0)
        ).render()
        #expect(image.width == 20)
        let c = image.color(atX: 10, y: 10)
        #expect(c.red > 0.9 && c.green < 0.3)
    }

    /// SwiftUI's `frame(in: .named(_:))` measures from the named view's top leading corner, and
    /// `.scrollView` from the visible area of the innermost scroll view.
    @Test func namedCoordinateSpacesMeasureFromTheNamedView() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                SpaceProbe()
            }
        }
        .frame(width: 300, height: 300)
        let layout = ImageRenderer(content: view).layoutDescription
        #expect(layout.contains("card 10 30 old 30 scroll 80"), "\(layout)")
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        #expect(NamedCoordinateSpace.named("a") == .named("a"))
    }

    /// iOS 26's role-only buttons draw the role's symbol; share links of several items take the
    /// default share label.
    @Test func roleButtonsAndShareLinksOfItemsTakeDefaultLabels() {
        let close = ImageRenderer(content: Button(role: .close) {}).layoutDescription
        #expect(close.contains("xmark"), "\(close)")
        let confirm = ImageRenderer(content: Button(role: .confirm) {}).layoutDescription
        #expect(confirm.contains("checkmark"), "\(confirm)")
        let share = ImageRenderer(content: ShareLink(items: ["a", "b"])).layoutDescription
        #expect(share.contains("Share"), "\(share)")
    }

    @Test func appStorageReadsItsStoreUntilTheHostStoresAValue() {
        let defaults = UserDefaults(suiteName: "PastedAppAPITests")!
        defaults.set(42, forKey: "answer")
        let stored = AppStorage(wrappedValue: 0, "answer", store: defaults)
        #expect(stored.wrappedValue == 42)
        let missing = AppStorage<Int?>("nothing", store: defaults)
        #expect(missing.wrappedValue == nil)
        let scene = SceneStorage<String?>("draft")
        #expect(scene.wrappedValue == nil)
        defaults.removePersistentDomain(forName: "PastedAppAPITests")
    }
}
