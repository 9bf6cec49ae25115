import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// `EnvironmentValues.undoManager`: the host's undo manager, which views register with.
@MainActor
struct UndoManagerTests {
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct Adder: View {
        @ObservedObject var counter: Counter
        @Environment(\.undoManager) var undoManager
        var body: some View {
            Button("Count \(counter.count)") {
                let old = counter.count
                counter.count += 1
                undoManager?.registerUndo(withTarget: counter) { counter in
                    // Undoing registers the redo, as Foundation's undo managers expect.
                    let redone = counter.count
                    counter.count = old
                    undoManager?.registerUndo(withTarget: counter) { $0.count = redone }
                }
                undoManager?.setActionName("Add")
            }
        }
    }

    @Test func viewsRegisterUndoWithTheHostsUndoManager() throws {
        let counter = Counter()
        let host = ViewHost(Adder(counter: counter))
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(texts(host) == ["Count 2"])
        #expect(host.undoManager.canUndo && host.undoManager.undoActionName == "Add")
        host.perform { host.undoManager.undo() }
        #expect(texts(host) == ["Count 1"])
        host.perform { host.undoManager.undo() }
        #expect(texts(host) == ["Count 0"])
        #expect(!host.undoManager.canUndo && host.undoManager.canRedo)
        host.perform { host.undoManager.redo() }
        #expect(texts(host) == ["Count 1"])
        #expect(host.undoManager.redoMenuItemTitle == "Redo Add")
    }

    @Test func aRendererHasNoUndoManager() {
        #expect(EnvironmentValues().undoManager == nil)
    }

    @Test func groupsUndoAsOneStepAndANewChangeClearsRedo() {
        final class Box {
            var values: [Int] = []
        }
        let box = Box()
        let manager = UndoManager()
        manager.beginUndoGrouping()
        box.values.append(1)
        manager.registerUndo(withTarget: box) { $0.values.removeLast() }
        box.values.append(2)
        manager.registerUndo(withTarget: box) { $0.values.removeLast() }
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0 && manager.canUndo)
        manager.undo()
        #expect(box.values.isEmpty && !manager.canUndo)
        // Nothing was registered while undoing, so there is nothing to redo.
        #expect(!manager.canRedo)
        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: box) { $0.values = [9] }
        #expect(!manager.canUndo && !manager.isUndoRegistrationEnabled)
        manager.enableUndoRegistration()
        manager.levelsOfUndo = 1
        manager.registerUndo(withTarget: box) { $0.values.append(3) }
        manager.registerUndo(withTarget: box) { $0.values.append(4) }
        manager.undo()
        #expect(box.values == [4] && !manager.canUndo)
    }
}
