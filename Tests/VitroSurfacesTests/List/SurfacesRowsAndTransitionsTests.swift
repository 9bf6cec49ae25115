import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The default Delete swipe of deletable rows, the zoom navigation transition at rest, and the
/// content receding behind a context menu.
@MainActor
@Suite struct SurfacesRowsAndTransitionsTests {
    struct Notes: View {
        @State var notes = ["Groceries", "Ideas", "Travel"]
        let deletable: Bool
        var body: some View {
            List {
                if deletable {
                    ForEach(notes, id: \.self) { Text($0) }.onDelete { notes.remove(atOffsets: $0) }
                } else {
                    ForEach(notes, id: \.self) { Text($0) }
                }
            }
        }
    }

    func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.description.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "text \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func deletableRowsSwipeToADefaultDeleteButton() throws {
        let host = PresentationProbe.host { Notes(deletable: true) }
        #expect(!texts(host).contains("Delete"), "hidden at rest")
        try host.swipe("Ideas")
        #expect(texts(host).contains("Delete"))
        try host.tap("Delete")
        #expect(texts(host).filter { ["Groceries", "Ideas", "Travel"].contains($0) } == ["Groceries", "Travel"])
    }

    @Test func rowsWithoutOnDeleteHaveNoDefaultSwipe() {
        let host = PresentationProbe.host { Notes(deletable: false) }
        #expect(throws: ViewHostError.self) { try host.swipe("Ideas") }
    }

    @Test func aRowsOwnTrailingActionsReplaceTheDefaultDelete() throws {
        let host = PresentationProbe.host {
            List {
                ForEach(["Inbox", "Archive"], id: \.self) { name in
                    Text(name).swipeActions { Button("Flag") {}.tint(.orange) }
                }
                .onDelete { _ in }
            }
        }
        try host.swipe("Inbox")
        #expect(texts(host).contains("Flag") && !texts(host).contains("Delete"))
    }

    struct Gallery: View {
        @Namespace private var zoom
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink {
                        Text("Sunset full size").navigationTransition(.zoom(sourceID: "sunset", in: zoom))
                    } label: {
                        Text("Sunset").matchedTransitionSource(id: "sunset", in: zoom) { source in
                            source.background(.orange).clipShape(RoundedRectangle(cornerRadius: 12))
                        }
                    }
                }
                .navigationTitle("Photos")
            }
        }
    }

    @Test func aZoomTransitionRestsOnTheDestinationFullScreen() throws {
        let host = PresentationProbe.host { Gallery() }
        #expect(texts(host).contains("Photos"))
        try host.tap("Sunset")
        let pushed = texts(host)
        #expect(pushed.contains("size") && !pushed.contains("Photos"), "the destination replaces the list")
        var recorded: [String] = []
        func walk(_ node: LayoutNode) {
            recorded += node.attributes.recorded
            node.children.forEach(walk)
        }
        walk(host.update().root)
        #expect(recorded.contains("navigationTransition(zoom(sunset))"))
        try host.tap("Back")
        #expect(texts(host).contains("Photos"))
    }

    @Test func theContentBehindAContextMenuShrinksAndBlurs() throws {
        let host = PresentationProbe.host {
            VStack {
                Text("Photo").frame(width: 200, height: 150).background(Color.teal)
                    .contextMenu { Button("Copy") {} }
                Spacer()
            }
        }
        let recede = PresentationMetrics.contextMenuRecede
        #expect(recede.scale < 1 && recede.scale > 0.9 && recede.blur > 0)
        try host.longPress("Photo")
        func receded(_ items: [DisplayList.Item]) -> GroupEffects? {
            for item in items {
                if case .group(let effects, let children) = item {
                    if effects.blurRadius == recede.blur, !effects.transform.isIdentity { return effects }
                    if let found = receded(children) { return found }
                }
            }
            return nil
        }
        let effects = try #require(receded(host.displayList.items))
        #expect(abs(effects.transform.a - recede.scale) < 1e-9 && abs(effects.transform.d - recede.scale) < 1e-9)
        // Scaled about the screen's center: the center stays put.
        let center = CGPoint(x: effects.bounds.midX, y: effects.bounds.midY)
        let moved = center.applying(effects.transform)
        #expect(abs(moved.x - center.x) < 1e-6 && abs(moved.y - center.y) < 1e-6)
        let sheet = PresentationProbe.host {
            Text("Behind").sheet(isPresented: .constant(true)) { Text("Sheet") }
        }
        #expect(receded(sheet.displayList.items) == nil, "only a context menu recedes this way")
    }
}
