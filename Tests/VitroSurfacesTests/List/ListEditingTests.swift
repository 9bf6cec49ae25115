import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
@Suite struct ListEditingTests {
    struct Fruits: View {
        @State var fruits = ["Apple", "Banana", "Cherry"]
        let log: ActionLog
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                            .swipeActions {
                                Button("Flag") { log.entries.append("flag \(fruit)") }.tint(.orange)
                                Button("Remove", role: .destructive) { log.entries.append("remove \(fruit)") }
                            }
                            .swipeActions(edge: .leading) {
                                Button("Pin") { log.entries.append("pin \(fruit)") }
                            }
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Fruits")
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

    @Test func swipingARowUncoversItsActionsFirstNearestTheEdge() throws {
        let host = PresentationProbe.host { Fruits(log: ActionLog()) }
        #expect(!texts(host).contains("Remove"))
        try host.swipe("Banana")
        let list = host.displayList.description
        #expect(texts(host).contains("Remove") && texts(host).contains("Flag"))
        // Trailing: the first action, "Flag", is nearest the trailing edge.
        func x(_ word: String) -> CGFloat? {
            guard let line = list.split(separator: "\n").first(where: { $0.contains("text \"\(word)\"") }),
                let open = line.firstIndex(of: "(")
            else { return nil }
            return CGFloat(Double(line[line.index(after: open)...].prefix { $0 != "," }) ?? 0)
        }
        let flag = try #require(x("Flag"))
        let remove = try #require(x("Remove"))
        #expect(flag > remove)
        // The two buttons fill the card's trailing edge (16 pt margin on the 402 pt screen).
        #expect(
            flag > 402 - 16 - SwipeActionsMetrics.buttonWidth && remove < 402 - 16 - SwipeActionsMetrics.buttonWidth)
        // Banana's row is drawn moved left by the two buttons' width; Apple's is not moved.
        let lines = list.split(separator: "\n").map(String.init)
        let banana = try #require(lines.firstIndex { $0.contains("text \"Banana\"") })
        #expect(lines[..<banana].last { $0.contains("group") }?.contains("transform") == true)
        let apple = try #require(lines.firstIndex { $0.contains("text \"Apple\"") })
        #expect(lines[..<apple].last { $0.contains("group") }.map { !$0.contains("transform") } ?? true)
        // In pixels: the red Remove button is drawn around its title.
        let line = try #require(lines.first { $0.contains("text \"Remove\"") })
        let numbers = line.split(separator: "(")[1].prefix { $0 != ")" }.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        try #require(numbers.count == 4)
        let at = try host.render().color(atX: Int(numbers[0] - 4), y: Int(numbers[1] + numbers[3] / 2))
        #expect(at.red > 0.9 && at.green < 0.4)
    }

    @Test func swipeActionsRunAndCloseTheRow() throws {
        let log = ActionLog()
        let host = PresentationProbe.host { Fruits(log: log) }
        try host.swipe("Cherry")
        try host.tap("Flag")
        #expect(log.entries == ["flag Cherry"])
        #expect(!texts(host).contains("Flag"))
        try host.swipe("Apple", edge: .leading)
        #expect(texts(host).contains("Pin") && !texts(host).contains("Remove"))
    }

    @Test func theSwipedActionsAreTintedRedForDestructive() throws {
        let host = PresentationProbe.host { Fruits(log: ActionLog()) }
        try host.swipe("Banana")
        let list = host.displayList.description
        // Red (the system red) and orange fills the row's height.
        #expect(list.contains("#FF383C") && list.contains("#FF8D28"))
    }

    @Test func editButtonShowsDeleteControlsAndGripsThenDone() throws {
        let host = PresentationProbe.host { Fruits(log: ActionLog()) }
        #expect(texts(host).contains("Edit"))
        try host.tap("Edit")
        #expect(texts(host).contains("Done"))
        let root = host.update().root
        var deletes = 0
        var grips = 0
        func visit(_ n: LayoutNode) {
            if n.attributes.accessibilityLabel == "Delete" { deletes += 1 }
            if n.attributes.accessibilityLabel == "Reorder" { grips += 1 }
            n.children.forEach(visit)
        }
        visit(root)
        #expect(deletes == 3 && grips == 3)
        try host.tap("Done")
        #expect(texts(host).contains("Edit"))
    }

    @Test func theHostDeletesAndMovesRowsThroughTheirForEach() throws {
        let host = PresentationProbe.host { Fruits(log: ActionLog()) }
        try host.delete("Banana")
        #expect(!texts(host).contains("Banana"))
        try host.move("Cherry", to: 0)
        let order = texts(host).filter { ["Apple", "Cherry"].contains($0) }
        #expect(order == ["Cherry", "Apple"])
        #expect(throws: ViewHostError.self) { try host.delete("Fruits") }
    }
}
