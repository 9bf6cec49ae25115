import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// `Table`: columns under a header row in regular width (iPad), the first column as a list in
/// compact width (iPhone), as SwiftUI draws it.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let givenName: String
        let familyName: String
        let email: String
        var children: [Person]? = nil
    }

    static let people = [
        Person(id: 1, givenName: "Juan", familyName: "Chavez", email: "juanchavez@icloud.com"),
        Person(id: 2, givenName: "Mei", familyName: "Chen", email: "meichen@icloud.com"),
        Person(id: 3, givenName: "Tom", familyName: "Clark", email: "tomclark@icloud.com"),
    ]

    struct People: View {
        var body: some View {
            Table(TableTests.people) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.email)
            }
        }
    }

    func texts(_ items: [DisplayList.Item]) -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for item in items {
            switch item {
            case .text(let string, let path, _, _): out[string] = path.boundingRect
            case .group(_, let children): out.merge(texts(children)) { a, _ in a }
            case .glass(let glass): out.merge(texts(glass.elements.flatMap(\.contentOverLight))) { a, _ in a }
            default: break
            }
        }
        return out
    }

    /// Writes the render on `device` for looking at when `VITRO_SURFACES_OUT` names a folder.
    func look(_ view: some View, _ name: String, device: Device) {
        guard let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] else { return }
        let renderer = ImageRenderer(content: view, device: device)
        try? renderer.render().writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    @Test func onIPadTheColumnsStandSideBySideUnderTheirHeaders() throws {
        look(People(), "table-ipad", device: .iPad)
        look(People(), "table-iphone", device: .iPhone)
        let found = texts(ImageRenderer(content: People(), device: .iPad).displayList.items)
        // (A text draws word by word: the titles' first words stand for them.)
        let given = try #require(found["Given"], "\(found.keys.sorted())")
        let family = try #require(found["Family"])
        let email = try #require(found["E-Mail"])
        // The header row: the titles on one line, left to right.
        #expect(abs(given.midY - family.midY) < 4 && abs(family.midY - email.midY) < 4)
        #expect(given.maxX < family.minX && family.maxX < email.minX)
        // Each row draws a cell per column, under its column's title.
        let juan = try #require(found["Juan"])
        let chavez = try #require(found["Chavez"])
        let mail = try #require(found["juanchavez@icloud.com"])
        // (Ink bounds: a glyph's side bearing moves a text's left edge by a few points.)
        #expect(
            abs(juan.minX - given.minX) < 3 && abs(chavez.minX - family.minX) < 3 && abs(mail.minX - email.minX) < 3)
        #expect(juan.minY > given.maxY && abs(juan.midY - chavez.midY) < 4)
        // Rows follow each other, one row height apart.
        let mei = try #require(found["Mei"])
        #expect(abs((mei.midY - juan.midY) - TableMetrics.rowHeight) < 4)
    }

    @Test func onIPhoneTheFirstColumnIsAList() throws {
        let found = texts(ImageRenderer(content: People(), device: .iPhone).displayList.items)
        for name in ["Juan", "Mei", "Tom"] { #expect(found[name] != nil) }
        for hidden in ["Given", "Chavez", "juanchavez@icloud.com"] { #expect(found[hidden] == nil) }
        let juan = try #require(found["Juan"])
        let mei = try #require(found["Mei"])
        #expect(abs(juan.minX - mei.minX) < 3 && mei.minY - juan.minY >= ListMetrics.minimumRowHeight - 2)
    }

    @Test func hiddenHeadersAndColumnsAreLeftOut() throws {
        let view = Table(of: Person.self) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name") { Text($0.familyName) }.width(120)
            TableColumn("E-Mail Address", value: \.email).defaultVisibility(.hidden)
        } rows: {
            TableRow(Self.people[0])
            TableRow(Self.people[1])
        }
        .tableColumnHeaders(.hidden)
        let found = texts(ImageRenderer(content: view, device: .iPad).displayList.items)
        #expect(found["Given"] == nil && found["E-Mail"] == nil)
        #expect(found["juanchavez@icloud.com"] == nil)
        let chen = try #require(found["Chen"])
        let mei = try #require(found["Mei"])
        #expect(chen.minX > mei.maxX)
    }

    @Test func outlinesIndentChildrenAndSortedTablesCompile() throws {
        var root = Self.people[0]
        root.children = [Self.people[1]]
        let sortOrder = Binding.constant([KeyPathComparator(\Person.givenName)])
        let outline = Table([root], children: \.children, selection: .constant(Set([2]))) {
            TableColumn("Given Name", value: \.givenName)
        }
        let found = texts(ImageRenderer(content: outline, device: .iPad).displayList.items)
        let juan = try #require(found["Juan"])
        let mei = try #require(found["Mei"])
        #expect(abs(mei.minX - juan.minX - TableMetrics.indent) < 3)
        let sorted = Table(Self.people, selection: .constant(Optional(2)), sortOrder: sortOrder) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName) { Text($0.familyName) }
            TableColumn("E-Mail") { (person: Person) in Text(person.email) }
        }
        .tableStyle(.inset)
        #expect(texts(ImageRenderer(content: sorted, device: .iPad).displayList.items)["Clark"] != nil)
    }
}
