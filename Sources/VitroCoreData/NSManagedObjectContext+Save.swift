#if !canImport(Darwin)
    import Foundation

    extension NSManagedObjectContext {
        /// Saves the context's changes into its store: inserted objects are added (their IDs turn
        /// permanent), deleted ones removed (they leave the context), and changed values become
        /// the saved ones. Posts `NSManagedObjectContextWillSave`, then `…DidSave` with the objects
        /// by `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`. Does nothing
        /// without changes; throws when the context has no store.
        public func save() throws {
            guard hasChanges else { return }
            guard let store = persistentStoreCoordinator?.persistentStores.first else {
                throw coreDataError(NSPersistentStoreOperationError, "The context has no persistent store to save to.")
            }
            NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
            let pending = changes.value
            let inserted = pending.inserted
            let deleted = pending.deleted
            let updated = updated()
            for object in inserted + updated { object.willSave() }
            store.add(inserted)
            store.remove(deleted)
            changes.withLock { changes in
                changes.inserted.removeAll { object in inserted.contains { $0 === object } }
                changes.deleted.removeAll { object in deleted.contains { $0 === object } }
                for object in deleted { changes.registered[ObjectIdentifier(object)] = nil }
            }
            for object in deleted { object.context = nil }
            for object in inserted + updated { object.commit() }
            for object in updated { object.changePublisher.send() }
            for object in inserted + updated + deleted { object.didSave() }
            if !updated.isEmpty { post(.NSManagedObjectContextObjectsDidChange, updated: updated) }
            post(.NSManagedObjectContextDidSave, inserted: inserted, updated: updated, deleted: deleted)
        }

        /// Discards the unsaved insertions and deletions. Changed values of saved objects stay (a
        /// Swift stored property cannot be written back by name without Objective-C's runtime).
        public func rollback() {
            let pending = changes.withLock { changes -> Changes in
                let pending = changes
                for object in changes.inserted { changes.registered[ObjectIdentifier(object)] = nil }
                changes.inserted = []
                changes.deleted = []
                return pending
            }
            for object in pending.inserted { object.context = nil }
            guard !pending.inserted.isEmpty || !pending.deleted.isEmpty else { return }
            post(.NSManagedObjectContextObjectsDidChange, inserted: pending.deleted, deleted: pending.inserted)
        }

        /// Forgets every object and unsaved change: the next fetch starts again from the store.
        public func reset() {
            let pending = changes.withLock { changes -> Changes in
                let pending = changes
                changes = Changes()
                return pending
            }
            for object in pending.inserted { object.context = nil }
            NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self)
        }

        /// Refreshes `object` (nothing to reload: the store holds the object itself).
        public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
            object.changePublisher.send()
        }

        /// Refreshes every registered object.
        public func refreshAllObjects() {
            for object in changes.value.registered.values { refresh(object, mergeChanges: true) }
        }

        /// Posts what changed since the last call: changes are posted as they happen, so this has
        /// nothing left to do.
        public func processPendingChanges() {}
    }
#endif
