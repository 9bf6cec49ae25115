#if !canImport(Darwin)
    import Foundation

    /// The type of an in-memory store.
    public let NSInMemoryStoreType = "InMemory"
    /// The type of an SQLite store (kept in memory here).
    public let NSSQLiteStoreType = "SQLite"
    /// The type of a binary store (kept in memory here).
    public let NSBinaryStoreType = "Binary"

    /// A store of saved objects, as Core Data's `NSPersistentStore`. Every store is in memory,
    /// whatever its type and URL: nothing is read from or written to disk, and a store starts
    /// empty.
    open class NSPersistentStore: NSObject, @unchecked Sendable {
        // `@unchecked`: `rows` is under its lock; the rest is set when the store is added.
        struct Rows {
            var objects: [NSManagedObject] = []
            var next = 1
        }

        private let rows = Locked(Rows())
        /// The store's URL, as given.
        open var url: URL?
        /// The store's type, as given.
        open private(set) var type: String
        /// The store's configuration name.
        open private(set) var configurationName: String
        /// The store's unique identifier.
        open var identifier: String! = UUID().uuidString
        /// Whether the store refuses saves.
        open var isReadOnly = false
        /// The store's options, as given.
        open private(set) var options: [AnyHashable: Any]?
        /// The coordinator the store was added to.
        open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

        init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
            self.type = type
            self.configurationName = configurationName ?? "Default"
            self.url = url
            self.options = options
            super.init()
        }

        /// The saved objects, in the order they were saved.
        var objects: [NSManagedObject] { rows.value.objects }

        /// Adds `objects`, giving them permanent IDs.
        func add(_ objects: [NSManagedObject]) {
            rows.withLock { rows in
                for object in objects {
                    object.objectID.state.withLock { id in
                        id.row = rows.next
                        id.store = self
                    }
                    rows.next += 1
                    rows.objects.append(object)
                }
            }
        }

        /// Removes `objects`.
        func remove(_ objects: [NSManagedObject]) {
            rows.withLock { rows in
                rows.objects.removeAll { row in objects.contains { $0 === row } }
            }
        }

        /// Removes every object.
        func removeAll() {
            rows.withLock { $0.objects = [] }
        }
    }
#endif
