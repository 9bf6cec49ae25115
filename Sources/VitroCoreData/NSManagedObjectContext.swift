#if !canImport(Darwin)
    import Foundation

    /// The queue a context's work runs on, as Core Data's `NSManagedObjectContextConcurrencyType`.
    public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
        /// The context runs `perform` blocks on a queue of its own.
        case privateQueueConcurrencyType = 1
        /// The context runs `perform` blocks on the main queue.
        case mainQueueConcurrencyType = 2
    }

    /// A scratchpad of managed objects, as Core Data's `NSManagedObjectContext`: objects are
    /// inserted and deleted in it, fetched through it from its store (with its unsaved changes),
    /// and saved into the store. The store is in memory: contexts on one coordinator share their
    /// objects (a save is seen by every context at its next fetch), and nothing is written to disk.
    open class NSManagedObjectContext: NSObject, @unchecked Sendable {
        // `@unchecked`: the changes are under `changes`' lock; the rest is set up once, or is a
        // setting that Core Data also leaves to the context's queue.
        struct Changes {
            var inserted: [NSManagedObject] = []
            var deleted: [NSManagedObject] = []
            /// Every object the context has inserted or fetched, by identity.
            var registered: [ObjectIdentifier: NSManagedObject] = [:]
            func contains(_ list: [NSManagedObject], _ object: NSManagedObject) -> Bool {
                list.contains { $0 === object }
            }
        }

        let changes = Locked(Changes())
        /// Held while a `perform` block runs, so blocks of one context never overlap.
        let performLock = NSRecursiveLock()
        /// The queue of a private-queue context's `perform` blocks.
        let queue = DispatchQueue(label: "NSManagedObjectContext")

        /// The queue the context's blocks run on.
        public let concurrencyType: NSManagedObjectContextConcurrencyType
        /// The coordinator whose store the context fetches from and saves to.
        open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
        /// The context's name, for debugging.
        open var name: String?
        /// Whether saves of other contexts are merged in (recorded: contexts share their objects,
        /// so each sees another's save at its next fetch either way).
        open var automaticallyMergesChangesFromParent = false
        /// How conflicts are merged (recorded: contexts share objects, so saves never conflict).
        open var mergePolicy: Any = NSMergePolicy.error
        /// The author recorded with the context's saves (recorded).
        open var transactionAuthor: String?
        /// How long fetched values stay fresh (recorded: objects always hold their values).
        open var stalenessInterval: TimeInterval = -1
        /// Whether deleted objects' faults are deleted (recorded: there are no faults).
        open var shouldDeleteInaccessibleFaults = true
        /// Whether the context keeps strong references to its objects (recorded: it keeps every
        /// object it registered either way).
        open var retainsRegisteredObjects = false

        /// A context whose blocks run on the queue `ct` says.
        public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
            concurrencyType = ct
            super.init()
        }

        /// The objects inserted and not saved.
        open var insertedObjects: Set<NSManagedObject> { Set(changes.value.inserted) }

        /// The objects deleted and not saved.
        open var deletedObjects: Set<NSManagedObject> { Set(changes.value.deleted) }

        /// The saved objects whose values changed since they were saved.
        open var updatedObjects: Set<NSManagedObject> { Set(updated()) }

        /// Every object the context has inserted or fetched.
        open var registeredObjects: Set<NSManagedObject> { Set(changes.value.registered.values) }

        /// Whether the context has unsaved insertions, deletions or changed values.
        open var hasChanges: Bool {
            let now = changes.value
            return !now.inserted.isEmpty || !now.deleted.isEmpty || !updated().isEmpty
        }

        /// Inserts `object`: the next save adds it to the store.
        open func insert(_ object: NSManagedObject) {
            let isNew = changes.withLock { changes -> Bool in
                if let index = changes.deleted.firstIndex(where: { $0 === object }) {
                    changes.deleted.remove(at: index)
                    return false
                }
                guard !changes.contains(changes.inserted, object), !object.isSaved else { return false }
                changes.inserted.append(object)
                changes.registered[ObjectIdentifier(object)] = object
                return true
            }
            object.context = self
            if isNew { object.awakeFromInsert() }
            post(.NSManagedObjectContextObjectsDidChange, inserted: [object])
        }

        /// Deletes `object`: the next save removes it from the store. An object inserted and not
        /// saved is simply forgotten.
        open func delete(_ object: NSManagedObject) {
            object.prepareForDeletion()
            object.changePublisher.send()
            let wasInserted = changes.withLock { changes -> Bool in
                if let index = changes.inserted.firstIndex(where: { $0 === object }) {
                    changes.inserted.remove(at: index)
                    changes.registered[ObjectIdentifier(object)] = nil
                    return true
                }
                if !changes.contains(changes.deleted, object) { changes.deleted.append(object) }
                changes.registered[ObjectIdentifier(object)] = object
                return false
            }
            if wasInserted { object.context = nil }
            post(.NSManagedObjectContextObjectsDidChange, deleted: [object])
        }

        /// Whether `object` is inserted here and not saved.
        func isPendingInsert(_ object: NSManagedObject) -> Bool {
            changes.withLock { $0.contains($0.inserted, object) }
        }

        /// Whether `object` is deleted here and not saved.
        func isPendingDelete(_ object: NSManagedObject) -> Bool {
            changes.withLock { $0.contains($0.deleted, object) }
        }

        /// The registered, saved objects whose values differ from their saved ones.
        func updated() -> [NSManagedObject] {
            let now = changes.value
            return now.registered.values.filter { object in
                !now.contains(now.inserted, object) && !now.contains(now.deleted, object)
                    && !object.changedValues().isEmpty
            }
        }

        /// Posts `name` for this context, with the objects by Core Data's keys.
        func post(
            _ name: Notification.Name, inserted: [NSManagedObject] = [], updated: [NSManagedObject] = [],
            deleted: [NSManagedObject] = []
        ) {
            var info: [AnyHashable: Any] = [:]
            if !inserted.isEmpty { info[NSInsertedObjectsKey] = Set(inserted) }
            if !updated.isEmpty { info[NSUpdatedObjectsKey] = Set(updated) }
            if !deleted.isEmpty { info[NSDeletedObjectsKey] = Set(deleted) }
            NotificationCenter.default.post(name: name, object: self, userInfo: info)
        }
    }
#endif
