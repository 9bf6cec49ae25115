import Foundation
import Testing
import Vitro

/// Writes a render for looking at when `VITRO_SURFACES_OUT` names a folder.
@MainActor
func lookAt(_ view: some View, _ name: String, width: CGFloat = 402, height: CGFloat = 874) {
    guard let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] else { return }
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    renderer.scale = 2
    try? renderer.render().writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
}

@MainActor
@Suite struct SurfacesListTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    var settings: some View {
        List {
            Section("Network") {
                Text("Wi-Fi")
                Text("Bluetooth")
                Text("Cellular")
            }
            Section {
                Label("Notifications", systemImage: "bell.fill")
                Text("Sounds")
            } header: {
                Text("Alerts")
            } footer: {
                Text("Choose how you are told about new messages.")
            }
        }
    }

    @Test func insetGroupedRowsAreAtLeast51PointsTall() throws {
        let layout = ImageRenderer(content: settings.frame(width: 402, height: 700)).layoutDescription
        lookAt(settings, "list-inset-grouped")
        // The top of each row's text, from its line of the layout description: "Text "…" (x, y, w, h)".
        func top(of text: String) throws -> Double {
            let line = try #require(layout.split(separator: "\n").first { $0.contains("Text \"\(text)\"") })
            let numbers = line.split(separator: "(").last!.dropLast().split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))!
            }
            return numbers[1]
        }
        let rows = try ["Wi-Fi", "Bluetooth", "Cellular"].map(top(of:))
        for (above, below) in zip(rows, rows.dropFirst()) {
            #expect(below - above >= 51 - 0.01, "rows \(rows) are less than 51 pt apart")
        }
    }
}

@MainActor
@Suite struct SurfacesFormTests {
    @Test func formsLayOutAsInsetGroupedLists() {
        let form = Form {
            Section("Profile") {
                Text("Name")
                Text("Email")
            }
        }
        let list = ImageRenderer(content: form.frame(width: 402, height: 400)).displayList.description
        #expect(list.contains("#F2F2F7"), "the grouped background")
        #expect(list.contains("fill (16, "), "a card inset 16 pt")
    }

    @Test func disclosureGroupsShowTheirRowsWhenExpanded() {
        func rows(_ expanded: Bool) -> String {
            let view = List {
                DisclosureGroup("Advanced", isExpanded: .constant(expanded)) {
                    Text("Proxy")
                    Text("DNS")
                }
            }
            return ImageRenderer(content: view.frame(width: 402, height: 400)).displayList.description
        }
        #expect(rows(true).contains("text \"Proxy\"") && rows(true).contains("text \"DNS\""))
        #expect(!rows(false).contains("text \"Proxy\""))
    }

    @Test func contentUnavailableViewsCenterTheirMessage() {
        let view = ContentUnavailableView.search(text: "glass").frame(width: 402, height: 600)
        let list = ImageRenderer(content: view).displayList.description
        #expect(list.contains("text \"Results\""))
        #expect(list.contains("text \"spelling\""))
    }
}

@MainActor
@Suite struct SurfacesOutlineTests {
    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    @Test func treesShowTheirTopLevelCollapsed() {
        let tree = [Node(id: "Fruit", children: [Node(id: "Apple")]), Node(id: "Bread")]
        let list = List(tree, children: \.children) { Text($0.id) }
        let drawn = ImageRenderer(content: list.frame(width: 402, height: 300)).displayList.description
        #expect(drawn.contains("text \"Fruit\"") && drawn.contains("text \"Bread\""))
        #expect(!drawn.contains("text \"Apple\""))
    }
}
