#if !canImport(Darwin)
    import Foundation

    /// The link between contexts and stores, as Core Data's `NSPersistentStoreCoordinator`.
    /// Contexts save into its first store and fetch from it.
    open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
        // `@unchecked`: `stores` is under its lock; the model never changes.
        private let stores = Locked<[NSPersistentStore]>([])

        /// The coordinator's model.
        public let managedObjectModel: NSManagedObjectModel

        /// A coordinator for `model`'s entities, with no store yet.
        public init(managedObjectModel model: NSManagedObjectModel) {
            managedObjectModel = model
            super.init()
        }

        /// The stores added, in order.
        open var persistentStores: [NSPersistentStore] { stores.value }

        /// Adds a store of `storeType` at `storeURL`, kept in memory whatever its type (nothing is
        /// read from or written to the URL). Throws for a type Core Data does not have.
        @discardableResult
        open func addPersistentStore(
            ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
            options: [AnyHashable: Any]? = nil
        ) throws -> NSPersistentStore {
            guard [NSInMemoryStoreType, NSSQLiteStoreType, NSBinaryStoreType].contains(storeType) else {
                throw coreDataError(NSPersistentStoreInvalidTypeError, "Unknown store type \(storeType).")
            }
            let store = NSPersistentStore(
                type: storeType, configurationName: configuration, url: storeURL, options: options)
            store.persistentStoreCoordinator = self
            stores.withLock { $0.append(store) }
            return store
        }

        /// Adds the store `storeDescription` describes and calls `block` with it and the error,
        /// if any, before returning.
        open func addPersistentStore(
            with storeDescription: NSPersistentStoreDescription,
            completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
        ) {
            do {
                try addPersistentStore(
                    ofType: storeDescription.type, configurationName: storeDescription.configuration,
                    at: storeDescription.url, options: storeDescription.options)
                block(storeDescription, nil)
            } catch {
                block(storeDescription, error)
            }
        }

        /// The store at `url`, if one was added there.
        open func persistentStore(for url: URL) -> NSPersistentStore? {
            stores.value.first { $0.url == url }
        }

        /// Removes `store` and its objects.
        open func remove(_ store: NSPersistentStore) throws {
            store.removeAll()
            stores.withLock { $0.removeAll { $0 === store } }
        }

        /// Empties the stores at `url` (there are no files to delete).
        open func destroyPersistentStore(at url: URL, type storeType: String, options: [AnyHashable: Any]? = nil) throws
        {
            for store in stores.value where store.url == url { store.removeAll() }
        }
    }
#endif
