#if !canImport(Darwin)
    import Foundation

    extension NSManagedObjectContext {
        /// The objects `request` asks for: those of its entity (and subentities) in the store and
        /// inserted here, less those deleted here, that its predicate accepts, in the order of its
        /// sort descriptors (insertion order for ties), from `fetchOffset`, at most `fetchLimit`.
        /// Throws when the context has no store; an entity no object has been made of yet has
        /// no objects.
        public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
            let objects = try matches(request)
            if request.resultType == .managedObjectIDResultType {
                return objects.compactMap { $0.objectID as? T }
            }
            return objects.compactMap { $0 as? T }
        }

        /// How many objects `request` would fetch.
        public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
            try matches(request).count
        }

        /// The object with `objectID`, registered here (it must still exist: a stale ID is a
        /// programming error, as in Core Data).
        public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
            guard let object = objectID.state.value.object else {
                preconditionFailure("No object exists with ID \(objectID)")
            }
            register(object)
            return object
        }

        /// The object with `objectID`, or an error when it no longer exists.
        public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
            guard let object = objectID.state.value.object, !object.isDeleted || object.context === self else {
                throw coreDataError(NSManagedObjectReferentialIntegrityError, "No object exists with ID \(objectID).")
            }
            register(object)
            return object
        }

        /// The object with `objectID` when it is registered in this context.
        public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
            guard let object = objectID.state.value.object else { return nil }
            return changes.value.registered[ObjectIdentifier(object)]
        }

        /// Gives `objects` their IDs (they turn permanent when saved).
        public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
            for object in objects { _ = object.objectID }
        }

        /// Keeps `object` among the context's objects.
        func register(_ object: NSManagedObject) {
            changes.withLock { $0.registered[ObjectIdentifier(object)] = object }
        }

        /// The managed objects `request` selects, registered in this context.
        func matches<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
            guard let store = persistentStoreCoordinator?.persistentStores.first else {
                throw coreDataError(
                    NSPersistentStoreOperationError, "The context has no persistent store to fetch from.")
            }
            // An entity is known once its class is used or an object of it inserted; one not known
            // yet has no objects (a typed request names its class, whose entity it is).
            let named = request.entityName.flatMap { EntityRegistry.shared.entity(named: $0) }
            guard let entity = request.entity ?? named ?? (T.self as? NSManagedObject.Type)?.entity() else {
                return []
            }
            let now = changes.value
            var candidates = store.objects.filter { !now.contains(now.deleted, $0) }
            if request.includesPendingChanges { candidates += now.inserted }
            var found = candidates.filter { object in
                request.includesSubentities
                    ? entity.includes(object.entity) : object.entity === entity || object.entity.name == entity.name
            }
            if let predicate = request.predicate {
                found = found.filter { predicate.evaluate(with: $0) }
            }
            if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
                found = Self.sorted(found, by: descriptors)
            }
            found = Array(found.dropFirst(max(0, request.fetchOffset)))
            if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
            changes.withLock { changes in
                for object in found { changes.registered[ObjectIdentifier(object)] = object }
            }
            return found
        }

        /// `objects` in the order of `descriptors`, the first deciding; a stable sort, so equal
        /// objects keep their order.
        static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
            objects.enumerated().sorted { a, b in
                for descriptor in descriptors {
                    switch descriptor.compare(a.element, to: b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
    }
#endif
