import Foundation

/// The undo manager in the environment; used on the main actor only.
struct UndoManagerKey: EnvironmentKey { static let defaultValue: UndoManagerBox = UndoManagerBox(manager: nil) }
/// Holds the undo manager, which is not `Sendable` on Apple's platforms.
struct UndoManagerBox: @unchecked Sendable { let manager: UndoManager? }

extension EnvironmentValues {
    /// The undo manager views register their undo operations with, as SwiftUI's `undoManager`:
    /// the host's (`ViewHost/undoManager`, as a window's on iOS); `nil` where there is none
    /// (an `ImageRenderer`), and then a view skips registering.
    public package(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self].manager }
        set { self[UndoManagerKey.self] = UndoManagerBox(manager: newValue) }
    }
}
