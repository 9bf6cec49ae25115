import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// `ForEach($items, editActions:)` and `List($items, editActions:)` (iOS 16): rows of a bound
/// collection made through `IndexedIdentifierCollection` and `EditableCollectionContent`,
/// which the edit actions let the list delete and move.
@MainActor
@Suite struct EditableCollectionTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    static let chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Sweep")]

    struct Chores: View {
        @State var chores = EditableCollectionTests.chores
        let actions: EditActions<[Chore]>
        var body: some View {
            NavigationStack {
                List($chores, editActions: actions) { $chore in
                    Text(chore.title)
                }
                .navigationTitle("Chores")
                .toolbar { EditButton() }
            }
        }
    }

    func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.description.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "text \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// The edit mode's delete controls and reorder grips under `host`.
    func controls<V: View>(_ host: ViewHost<V>) -> (deletes: Int, grips: Int) {
        var deletes = 0
        var grips = 0
        func visit(_ n: LayoutNode) {
            if n.attributes.accessibilityLabel == "Delete" { deletes += 1 }
            if n.attributes.accessibilityLabel == "Reorder" { grips += 1 }
            n.children.forEach(visit)
        }
        visit(host.update().root)
        return (deletes, grips)
    }

    @Test func theCollectionPairsIndicesWithIdentifiers() throws {
        let rows = ForEach(.constant(Self.chores), editActions: .all) { $chore in Text(chore.title) }
        // SwiftUI's generic shape: the data is the indexed identifiers, each row editable.
        let typed: ForEach<IndexedIdentifierCollection<[Chore], Int>, Int, EditableCollectionContent<Text, [Chore]>> =
            rows
        let data = typed.data
        #expect(data.count == 3)
        let second: IndexedIdentifierCollection<[Chore], Int>.Element = data[1]
        #expect(second.index == 1 && second.id == 2)
        #expect(data.map(\.id) == [1, 2, 3] && data.reversed().map(\.index) == [2, 1, 0])
        #expect(data.distance(from: data.startIndex, to: data.endIndex) == 3)
    }

    @Test func editModeShowsTheControlsTheActionsAllow() throws {
        let all = PresentationProbe.host { Chores(actions: .all) }
        #expect(controls(all).deletes == 0)
        try all.tap("Edit")
        let shown = controls(all)
        #expect(shown.deletes == 3 && shown.grips == 3)
        let moveOnly = PresentationProbe.host { Chores(actions: .move) }
        try moveOnly.tap("Edit")
        let grips = controls(moveOnly)
        #expect(grips.deletes == 0 && grips.grips == 3)
    }

    @Test func deletingAndMovingRowsEditsTheBoundCollection() throws {
        let host = PresentationProbe.host { Chores(actions: .all) }
        #expect(texts(host).contains("Laundry"))
        try host.delete("Laundry")
        #expect(!texts(host).contains("Laundry"))
        try host.move("Sweep", to: 0)
        #expect(texts(host).filter { ["Dishes", "Sweep"].contains($0) } == ["Sweep", "Dishes"])
        // Without `.delete` a row has no delete action to run.
        let moveOnly = PresentationProbe.host { Chores(actions: .move) }
        #expect(throws: ViewHostError.self) { try moveOnly.delete("Dishes") }
    }

    @Test func aDeletableRowGetsTheDefaultSwipeToDelete() throws {
        let host = PresentationProbe.host { Chores(actions: .delete) }
        try host.swipe("Dishes")
        #expect(texts(host).contains("Delete"))
        try host.tap("Delete")
        #expect(!texts(host).contains("Dishes") && texts(host).contains("Sweep"))
    }

    @Test func movingWritesBackIntoAnyMutableCollection() {
        var numbers = [10, 20, 30, 40]
        numbers = BoundCollectionEdits.moving(IndexSet([0, 1]), to: 4, in: numbers)
        #expect(numbers == [30, 40, 10, 20])
        var slice = [1, 2, 3, 4][1...]
        slice = BoundCollectionEdits.moving(IndexSet(integer: 2), to: 0, in: slice)
        #expect(Array(slice) == [4, 2, 3])
    }
}
