import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

private struct FlaggedKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    fileprivate var isFlagged: Bool {
        get { self[FlaggedKey.self] }
        set { self[FlaggedKey.self] = newValue }
    }
}

/// A container that lays each section out side by side: header over content over footer, as
/// apps write one with `ForEach(sections:)`.
private struct Columns<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading) {
                    HStack { section.header }
                    section.content
                    HStack { section.footer }
                    if section.containerValues.isFlagged { Text("flagged") }
                    Group(subviews: section.actions) { actions in Text(verbatim: "actions\(actions.count)") }
                }
            }
        }
    }
}

@MainActor
@Suite struct SectionsCollectionTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    func rect(_ list: String, _ text: String) -> CGRect? {
        for line in list.split(separator: "\n") where line.contains("text \"\(text)\"") {
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { continue }
            let n = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if n.count == 4 { return CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        return nil
    }

    @Test func forEachSectionsHandsOutHeaderContentFooterAndImplicitSections() throws {
        let l = list(
            Columns {
                Section {
                    Text("Apple")
                    Text("Pear")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("Ripe")
                }
                .containerValue(\.isFlagged, true)
                Text("Loose")
                Section("Veg") { Text("Leek") }
                    .sectionActions {
                        Button("Add") {}; Button("Sort") {}
                    }
            })
        for word in ["Fruit", "Apple", "Pear", "Ripe", "Loose", "Veg", "Leek", "flagged"] {
            #expect(l.contains("text \"\(word)\""), "\(word)")
        }
        #expect(l.components(separatedBy: "text \"flagged\"").count == 2, "only the first section is flagged")
        #expect(l.contains("text \"actions2\"") && l.components(separatedBy: "text \"actions0\"").count == 3)
        let fruit = try #require(rect(l, "Fruit"))
        let apple = try #require(rect(l, "Apple"))
        let ripe = try #require(rect(l, "Ripe"))
        let loose = try #require(rect(l, "Loose"))
        let veg = try #require(rect(l, "Veg"))
        #expect(apple.minY > fruit.maxY && ripe.minY > apple.maxY, "header, content, footer down one column")
        #expect(loose.minX > fruit.maxX + 19, "the loose view is a section of its own, in the next column")
        #expect(veg.minX > loose.maxX + 19 && abs(veg.minY - fruit.minY) < 2, "the third column, headers level")
    }

    @Test func groupSectionsCountsAndIndexesTheSections() throws {
        let l = list(
            Group(
                sections: Group {
                    Section("One") { Text("a") }
                    Section("Two") {
                        Text("b")
                        Text("c")
                    }
                }
            ) { sections in
                VStack {
                    Text(verbatim: "n\(sections.count)")
                    Text(verbatim: "rows\(sections[1].content.count)")
                    sections[1].header
                }
            })
        #expect(l.contains("text \"n2\""))
        #expect(l.contains("text \"rows2\""))
        #expect(l.contains("text \"Two\"") && !l.contains("text \"One\""), "only the header asked for is drawn")
    }

    @Test func sectionOutsideAContainerStillStacksItsParts() throws {
        let l = list(
            Section {
                Text("Body")
            } header: {
                Text("Head")
            })
        let head = try #require(rect(l, "Head"))
        let body = try #require(rect(l, "Body"))
        #expect(body.minY > head.maxY && abs(body.minX - head.minX) < 0.5, "leading-aligned, header on top")
    }
}
