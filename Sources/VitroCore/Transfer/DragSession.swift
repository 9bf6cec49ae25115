import Foundation

/// A drag in progress from a view, as SwiftUI's `DragSession` (iOS 26). A still image has no
/// drag: a session is what the app reads while one runs.
public struct DragSession {
    /// The identifier of a drag session.
    public struct ID: Hashable, Sendable {
        let value: Int
        /// Whether this drag is the one that a drop session describes.
        public func matches(_ id: DropSession.ID) -> Bool { value == id.value }
    }

    /// The phases of a drag.
    public enum Phase: Equatable, Sendable {
        /// The drag is starting.
        case initial
        /// The drag is moving.
        case active
        /// The drag is ending with `operation`.
        case ending(DropOperation)
        /// The drag ended with `operation`.
        case ended(DropOperation)
        /// The dragged items were transferred.
        case dataTransferCompleted
    }

    /// The drag's identifier.
    public var id: ID
    /// Where the drag is, in the view's coordinates.
    public var location: CGPoint
    /// The drag's phase.
    public var phase: Phase
    /// The index of the dragged item under the pointer.
    public var draggedItemIndex: Int { 0 }
    let itemIDs: [AnyHashable]

    /// The identifiers of the dragged items of type `ItemID`.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
        itemIDs.compactMap { $0.base as? ItemID }
    }
}

extension DropSession {
    /// The identifier of a drop session.
    public struct ID: Hashable, Sendable {
        let value: Int
        /// Whether this drop is the drop of the drag `id`.
        public func matches(_ id: DragSession.ID) -> Bool { value == id.value }
    }

    /// A drag that started in the app, as SwiftUI's `DropSession.LocalSession`.
    public struct LocalSession {
        let itemIDs: [AnyHashable]
        /// The identifiers of the dragged items of type `ItemID`.
        public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
            itemIDs.compactMap { $0.base as? ItemID }
        }
    }

    /// The phases of a drop.
    public enum Phase: Equatable, Sendable {
        /// The drag entered the destination.
        case entering
        /// The drag moves over the destination.
        case active
        /// The drag left the destination.
        case exiting
        /// The drop ended with `operation`.
        case ended(DropOperation)
        /// The dropped items were transferred.
        case dataTransferCompleted
    }

    /// How many items the drop carries: a still image has no drop in progress, so none.
    public var itemsCount: Int { 0 }
    /// The drag in the app the drop comes from: none in a still image.
    public var localSession: LocalSession? { nil }
    /// The drop's phase: a still image has no drop in progress, so it is over.
    public var phase: Phase { .ended(.cancel) }
    /// The size of the dragged preview: none in a still image.
    public var size: CGSize? { nil }
    /// The operations the drag proposes: none in a still image.
    public var suggestedOperations: DropOperation.Set { [] }
}

/// How a drag from a view may be used, as SwiftUI's `DragConfiguration` (iOS 26).
public struct DragConfiguration: Sendable {
    /// The operations a drag allows inside the app.
    public struct OperationsWithinApp: Sendable {
        let allowMove: Bool
        /// Moving allowed when `allowMove`; copying always is. As in SwiftUI, a drag inside the
        /// app may only be copied unless the app says otherwise.
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    /// The operations a drag allows into other apps.
    public struct OperationsOutsideApp: Sendable {
        let allowCopy: Bool
        /// Copying allowed when `allowCopy`.
        public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
    }

    /// The operations inside the app.
    public var operationsWithinApp: OperationsWithinApp
    /// The operations into other apps.
    public var operationsOutsideApp: OperationsOutsideApp

    /// A configuration of the operations inside and outside the app.
    public init(
        operationsWithinApp: OperationsWithinApp = OperationsWithinApp(),
        operationsOutsideApp: OperationsOutsideApp = OperationsOutsideApp()
    ) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    /// A configuration that allows moving inside the app when `allowMove`.
    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }
}

/// What a drop destination does with a drop, as SwiftUI's `DropConfiguration` (iOS 26).
public struct DropConfiguration: Sendable {
    /// The operation the drop performs.
    public var operation: DropOperation
    /// A configuration that performs `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}
