import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore

/// The drag and drop session modifiers compile with SwiftUI's signatures, are recorded on the
/// view's node, and never run their closures in a still image (no session is in progress).
@MainActor
@Suite struct DragDropSessionModifierTests {
    func recorded<V: View>(_ view: V) -> [String] {
        var entries: [String] = []
        func walk(_ node: LayoutNode) {
            entries += node.attributes.recorded
            node.children.forEach(walk)
        }
        ResolveContext(environment: EnvironmentValues()).nodes(view).forEach(walk)
        return entries
    }

    @Test func sessionUpdatesAreRecordedAndNeverRunInAStillImage() {
        var updates = 0
        // The form of a WWDC25 drop demo: a drop destination followed by its session updates.
        let grid = Color.blue
            .dropDestination(for: String.self, isEnabled: true) { _, _ in }
            .onDropSessionUpdated { session in
                if session.phase == .active { updates += 1 }
            }
            .onDragSessionUpdated { session in
                if case .ended(.move) = session.phase { updates += 1 }
            }
        let entries = recorded(grid)
        #expect(entries.contains("onDropSessionUpdated"))
        #expect(entries.contains("onDragSessionUpdated"))
        #expect(entries.contains("dropDestination"))
        #expect(updates == 0)
    }

    @Test func configurationsAreRecordedWithTheirOperations() {
        var asked = 0
        let view = Color.red
            .dragConfiguration(DragConfiguration(allowMove: true))
            .dropConfiguration { session in
                asked += 1
                return DropConfiguration(operation: session.suggestedOperations.contains(.move) ? .move : .copy)
            }
        let entries = recorded(view)
        #expect(entries.contains("dragConfiguration(withinApp: move true, outsideApp: copy true)"))
        #expect(entries.contains("dropConfiguration"))
        #expect(asked == 0)
    }

    @Test func aDragInsideTheAppIsCopiedUnlessMovingIsAllowed() {
        #expect(DragConfiguration().operationsWithinApp.allowMove == false)
        #expect(DragConfiguration.OperationsWithinApp().allowMove == false)
        #expect(DragConfiguration(allowMove: true).operationsWithinApp.allowMove)
        let entries = recorded(Color.green.dragConfiguration(DragConfiguration()))
        #expect(entries.contains("dragConfiguration(withinApp: move false, outsideApp: copy true)"))
    }
}
