#if !canImport(Darwin)
    import Foundation

    /// A model, a coordinator and a main-queue context set up together, as Core Data's
    /// `NSPersistentContainer`:
    ///
    /// ```swift
    /// let container = NSPersistentContainer(name: "Budget")
    /// container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    /// container.loadPersistentStores { _, error in … }
    /// let context = container.viewContext
    /// ```
    ///
    /// Its stores are in memory: there is no model file (the model is the managed object classes
    /// code uses), every store starts empty, and nothing is written to disk.
    open class NSPersistentContainer: NSObject, @unchecked Sendable {
        // `@unchecked`: set up once; the descriptions are a setting apps change before loading.
        /// The container's name.
        public let name: String
        /// The container's model.
        public let managedObjectModel: NSManagedObjectModel
        /// The container's coordinator.
        public let persistentStoreCoordinator: NSPersistentStoreCoordinator
        /// The main-queue context views use.
        public let viewContext: NSManagedObjectContext
        /// The stores `loadPersistentStores(completionHandler:)` adds: one at
        /// `defaultDirectoryURL()/name.sqlite` unless changed.
        open var persistentStoreDescriptions: [NSPersistentStoreDescription]

        /// A container named `name`, with a model of every entity the process knows.
        public convenience init(name: String) {
            self.init(name: name, managedObjectModel: NSManagedObjectModel())
        }

        /// A container named `name` for `model`.
        public init(name: String, managedObjectModel model: NSManagedObjectModel) {
            self.name = name
            managedObjectModel = model
            persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
            viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            viewContext.persistentStoreCoordinator = persistentStoreCoordinator
            persistentStoreDescriptions = [
                NSPersistentStoreDescription(
                    url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
            ]
            super.init()
        }

        /// Where stores go by default: the user's Application Support directory (nothing is
        /// written there).
        open class func defaultDirectoryURL() -> URL {
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSTemporaryDirectory())
        }

        /// Adds a store for each description, calling `block` for each with the error, if any,
        /// before returning.
        open func loadPersistentStores(
            completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
        ) {
            for description in persistentStoreDescriptions {
                persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
            }
        }

        /// A new private-queue context on the container's coordinator.
        open func newBackgroundContext() -> NSManagedObjectContext {
            let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
            context.persistentStoreCoordinator = persistentStoreCoordinator
            return context
        }

        /// Runs `block` later with a new private-queue context, on that context's queue.
        open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
            let context = newBackgroundContext()
            context.perform { block(context) }
        }

        /// Runs `block` with a new private-queue context and returns what it returns.
        open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T
        {
            let context = newBackgroundContext()
            return try await context.perform { try block(context) }
        }
    }

    /// A container that would mirror its stores to CloudKit, as Core Data's
    /// `NSPersistentCloudKitContainer`: here a container like any other (nothing leaves the
    /// process).
    open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
#endif
