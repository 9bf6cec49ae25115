import Foundation

/// The operation a drop performs, as SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move

    /// A set of drop operations.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The operations, one bit each.
        public let rawValue: Int
        /// The operations of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Cancel.
        public static let cancel = Set(rawValue: 1)
        /// Forbidden.
        public static let forbidden = Set(rawValue: 2)
        /// Copy.
        public static let copy = Set(rawValue: 4)
        /// Move.
        public static let move = Set(rawValue: 8)
    }
}

/// What a drop destination proposes for a drop, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    /// The operation in the app.
    public let operation: DropOperation
    /// The operation for a drop from another app, when it differs.
    public let operationOutsideApplication: DropOperation?

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }

    /// A proposal of one operation in the app and another from other apps.
    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }
}

/// A drop in progress, as SwiftUI's `DropInfo`: where it is and what it carries.
@MainActor @preconcurrency
public struct DropInfo {
    /// Where the drop is, in the destination view's coordinates.
    public var location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether the drop carries items of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        providers.contains { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    /// The providers of the drop's items of any of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }
}

/// What a drop destination does as a drop enters, moves over, leaves and lands on it, as
/// SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop is acceptable; `true` by default.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; `true` when it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// The drop entered the destination.
    func dropEntered(info: DropInfo)
    /// The drop moved over the destination: the proposal for it, or nil for the default.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drop left the destination.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts a drop of any items.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Proposes the default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes the view the source of a drag of `data`'s items (recorded: a still image has no
    /// drag).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { record("onDrag") }

    /// Makes the view the source of a drag of `data`'s items, shown as `preview` (recorded).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        record("onDrag")
    }

    /// Accepts drops of `supportedContentTypes` (recorded: a still image has no drop).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        record("onDrop")
    }

    /// Accepts drops of `supportedContentTypes` with their location (recorded).
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        record("onDrop")
    }

    /// Accepts drops of `supportedContentTypes` as `delegate` says (recorded).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        record("onDrop")
    }

    /// Gives the item provider of the view's content for drags and services (recorded).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { record("itemProvider") }
}
