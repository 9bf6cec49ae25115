#if !canImport(Darwin)
    import Foundation

    /// The identity of a managed object, as Core Data's `NSManagedObjectID`: temporary until the
    /// object is first saved, permanent after. Unlike Core Data, an object keeps one ID object,
    /// which turns permanent in place when saved; IDs are equal only to themselves.
    open class NSManagedObjectID: NSObject, NSCopying, NSFetchRequestResult, @unchecked Sendable {
        // `@unchecked`: `state` is under its lock; `entity` never changes.
        struct State {
            /// The row number in the store once saved, nil while temporary.
            var row: Int?
            weak var store: NSPersistentStore?
            weak var object: NSManagedObject?
        }

        /// The entity of the object.
        public let entity: NSEntityDescription
        let state: Locked<State>
        /// A temporary identifier, unique in the process.
        private let temporary = UUID()

        init(entity: NSEntityDescription, object: NSManagedObject) {
            self.entity = entity
            state = Locked(State(row: nil, store: nil, object: object))
            super.init()
        }

        /// Whether the object has not been saved yet.
        open var isTemporaryID: Bool { state.value.row == nil }

        /// The store the object was saved to, nil while temporary.
        open var persistentStore: NSPersistentStore? { state.value.store }

        /// A URL naming the object: `x-coredata:///Entity/t<UUID>` while temporary,
        /// `x-coredata://<store>/Entity/p<row>` once saved.
        open func uriRepresentation() -> URL {
            let name = entity.name ?? "NSManagedObject"
            let current = state.value
            if let row = current.row, let store = current.store {
                return URL(string: "x-coredata://\(store.identifier ?? "")/\(name)/p\(row)")!
            }
            return URL(string: "x-coredata:///\(name)/t\(temporary.uuidString)")!
        }

        /// The ID itself: an ID is its own copy.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The URL form, as Core Data prints IDs.
        open override var description: String { "<\(uriRepresentation().absoluteString)>" }
    }
#endif
