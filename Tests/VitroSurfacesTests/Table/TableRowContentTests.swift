import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// The kinds of table row and column content SwiftUI builds a table from: `ForEach` of rows,
/// `OutlineGroup` of rows, modified rows (`itemProvider`, `onInsert`) and `if #available`
/// columns.
@MainActor
@Suite struct TableRowContentTests {
    typealias Person = TableTests.Person

    func found(_ view: some View) -> [String: CGRect] {
        TableTests().texts(ImageRenderer(content: view, device: .iPad).displayList.items)
    }

    @Test func forEachMakesARowPerElement() throws {
        let implicit = Table(of: Person.self) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        } rows: {
            ForEach(TableTests.people)
        }
        let rows: ForEach<[Person], Int, TableRow<Person>> = ForEach(TableTests.people)
        #expect(rows.data.count == 3)
        let names = found(implicit)
        for name in ["Juan", "Mei", "Tom", "Chavez", "Clark"] { #expect(names[name] != nil, "\(name)") }
        let juan = try #require(names["Juan"])
        let mei = try #require(names["Mei"])
        #expect(abs((mei.midY - juan.midY) - TableMetrics.rowHeight) < 4)
        // With a closure: the rows it makes, here for the people other than Mei.
        let some = Table(of: Person.self) {
            TableColumn("Given Name", value: \.givenName)
        } rows: {
            ForEach(TableTests.people) { person in
                if person.id != 2 { TableRow(person) }
            }
        }
        let drawn = found(some)
        #expect(drawn["Juan"] != nil && drawn["Tom"] != nil && drawn["Mei"] == nil)
    }

    @Test func outlineGroupRowsIndentChildren() throws {
        var root = TableTests.people[0]
        var child = TableTests.people[1]
        child.children = [TableTests.people[2]]
        root.children = [child]
        let table = Table(of: Person.self) {
            TableColumn("Given Name", value: \.givenName)
        } rows: {
            OutlineGroup([root], children: \.children)
        }
        let names = found(table)
        let juan = try #require(names["Juan"])
        let mei = try #require(names["Mei"])
        let tom = try #require(names["Tom"])
        // Each level one indent further in, each row under the one before.
        #expect(abs(mei.minX - juan.minX - TableMetrics.indent) < 3)
        #expect(abs(tom.minX - mei.minX - TableMetrics.indent) < 3)
        #expect(juan.midY < mei.midY && mei.midY < tom.midY)
        let group: OutlineGroup<[Person], Int, TableRow<Person>, TableRow<Person>, TableRow<Person>> =
            OutlineGroup([root], children: \.children)
        #expect(group.tableRowBody.tableRowEntries().map(\.depth) == [0, 1, 2])
    }

    @Test func modifiedRowsKeepTheirRowsAndData() throws {
        let dragged: ModifiedContent<TableRow<Person>, ItemProviderTableRowModifier> =
            TableRow(TableTests.people[0]).itemProvider { NSItemProvider() }
        #expect(dragged.tableRowBody.tableRowEntries().map(\.id) == [AnyHashable(1)])
        let inserting: ModifiedContent<ForEach<[Person], Int, TableRow<Person>>, OnInsertTableRowModifier> =
            ForEach(TableTests.people).onInsert(of: [.text]) { _, _ in }
        #expect(inserting.data.map(\.id) == [1, 2, 3])
        let table = Table(of: Person.self) {
            TableColumn("Given Name", value: \.givenName)
        } rows: {
            ForEach(TableTests.people) { person in
                TableRow(person).itemProvider { nil }
            }
            .onInsert(of: [.text]) { _, _ in }
        }
        let names = found(table)
        #expect(names["Juan"] != nil && names["Mei"] != nil && names["Tom"] != nil)
    }

    struct Bold: ViewModifier {
        func body(content: Content) -> some View { content.bold() }
    }

    @Test func modifiedViewsKeepTheirData() {
        let rows = ForEach(["a", "b"], id: \.self) { Text($0) }.modifier(Bold())
        #expect(rows.data == ["a", "b"])
    }

    @Test func limitedAvailabilityColumnsAreDrawn() throws {
        let table = Table(TableTests.people) {
            TableColumn("Given Name", value: \.givenName)
            if #available(iOS 17.5, macOS 14.5, *) {
                TableColumn("Family Name", value: \.familyName)
            }
        }
        let names = found(table)
        let juan = try #require(names["Juan"])
        let chavez = try #require(names["Chavez"])
        #expect(chavez.minX > juan.maxX && abs(chavez.midY - juan.midY) < 4)
        let block: LimitedAvailabilityTableColumnContent<Person, Never> =
            TableColumnBuilder<Person, Never>.buildLimitedAvailability(TableColumn("Email", value: \.email))
        #expect(block.tableColumnBody.tableColumnEntries().count == 1)
    }
}
