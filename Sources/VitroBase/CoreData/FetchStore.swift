#if !canImport(Darwin)
    import Foundation
    import OpenCombine
    import VitroCore
    import VitroCoreData

    /// What a `@FetchRequest` or `@SectionedFetchRequest` keeps for its view's identity: the
    /// configuration set through its binding or its results, the results of the last fetch, and
    /// the watch on its context that re-renders the view when the context's objects change.
    final class FetchStore<Result: NSFetchRequestResult>: ObservableObject {
        /// The sort descriptors and predicate a fetch uses.
        struct Criteria {
            var sortDescriptors: [NSSortDescriptor]
            var predicate: NSPredicate?

            /// Whether `other` asks for the same thing (the same descriptors' orders, the same
            /// predicate object or format string).
            func isSame(as other: Criteria) -> Bool {
                let samePredicate =
                    predicate.map { $0.isSamePredicate(as: other.predicate) } ?? (other.predicate == nil)
                return samePredicate && sortDescriptors.count == other.sortDescriptors.count
                    && zip(sortDescriptors, other.sortDescriptors).allSatisfy { $0.isSameOrder(as: $1) }
            }
        }

        let objectWillChange = ObservableObjectPublisher()
        /// The criteria the view declared last.
        private var declared: Criteria?
        /// The criteria set since through a binding or the results, until the view declares others.
        private var chosen: Criteria?
        /// The objects of the last fetch.
        private(set) var results: [Result] = []
        /// The context watched, and the observers of its notifications.
        private weak var watched: NSManagedObjectContext?
        private var observers: [any NSObjectProtocol] = []

        deinit {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }

        /// The criteria in force: those set last, or those the view declares.
        func criteria(declared criteria: Criteria) -> Criteria {
            chosen ?? criteria
        }

        /// Sets the criteria (from a binding or the results) and re-renders the view.
        func choose(_ criteria: Criteria) {
            objectWillChange.send()
            chosen = criteria
        }

        /// Fetches `request` with the criteria in force from `context`, after the view declared
        /// `criteria` (which replace any set since when they differ from those declared before).
        func refresh(_ request: NSFetchRequest<Result>, declared criteria: Criteria, in context: NSManagedObjectContext)
        {
            if let declared, !declared.isSame(as: criteria) { chosen = nil }
            declared = criteria
            let inForce = self.criteria(declared: criteria)
            request.sortDescriptors = inForce.sortDescriptors
            request.predicate = inForce.predicate
            watch(context)
            // A context with no store has nothing to show, as SwiftUI shows nothing.
            results = (try? context.fetch(request)) ?? []
        }

        /// Re-renders the view when `context` inserts or deletes objects or saves, or when another
        /// context on its coordinator saves.
        private func watch(_ context: NSManagedObjectContext) {
            guard watched !== context else { return }
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            watched = context
            let publisher = UncheckedBox(value: objectWillChange)
            let target = UncheckedBox(value: context)
            let changed: @Sendable (Notification) -> Void = { note in
                guard let sender = note.object as? NSManagedObjectContext else { return }
                let sameStore =
                    sender.persistentStoreCoordinator != nil
                    && sender.persistentStoreCoordinator === target.value?.persistentStoreCoordinator
                if sender === target.value || (note.name == .NSManagedObjectContextDidSave && sameStore) {
                    publisher.value?.send()
                }
            }
            observers = [
                NotificationCenter.default.addObserver(
                    forName: .NSManagedObjectContextObjectsDidChange, object: nil, queue: nil, using: changed),
                NotificationCenter.default.addObserver(
                    forName: .NSManagedObjectContextDidSave, object: nil, queue: nil, using: changed),
            ]
        }
    }

    /// Values a dynamic property's `update()` hands to the main actor it already runs on (the
    /// graph links and updates properties on the main actor; `update()` is not marked so, as
    /// `DynamicProperty` declares it): nothing crosses a thread.
    struct MainActorHandoff<Value>: @unchecked Sendable {
        let value: Value
    }

    /// A weak reference handed to a notification observer, which may run on any thread: the
    /// publisher and context it holds are safe to use from any thread.
    struct UncheckedBox<Value: AnyObject>: @unchecked Sendable {
        weak var value: Value?
    }
#endif
