#if !canImport(Darwin)
    import Foundation

    /// The option that turns persistent history tracking on (recorded).
    public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
    /// The option that posts remote change notifications (recorded).
    public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
        "NSPersistentStoreRemoteChangeNotificationOptionKey"
    /// The option that migrates stores automatically (recorded: stores start empty).
    public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
    /// The option that infers mapping models (recorded: stores start empty).
    public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

    /// How to make a store, as Core Data's `NSPersistentStoreDescription`: its type, URL and
    /// options. Every store is made in memory, so a URL of `/dev/null` (what apps set for an
    /// in-memory preview store) and a file's URL give the same empty store.
    open class NSPersistentStoreDescription: NSObject, NSCopying {
        /// The store's type: `NSSQLiteStoreType` unless set.
        open var type = NSSQLiteStoreType
        /// The model configuration the store holds.
        open var configuration: String?
        /// The store's URL.
        open var url: URL?
        /// The store's options.
        open private(set) var options: [String: NSObject] = [:]
        /// Whether the store refuses saves.
        open var isReadOnly = false
        /// How long to wait for the store (recorded).
        open var timeout: TimeInterval = 240
        /// Whether the store is added on another queue (recorded: it is added at once).
        open var shouldAddStoreAsynchronously = false
        /// Whether the store is migrated automatically (recorded: stores start empty).
        open var shouldMigrateStoreAutomatically = true
        /// Whether mapping models are inferred (recorded: stores start empty).
        open var shouldInferMappingModelAutomatically = true

        /// A description with no URL.
        public override init() {
            super.init()
        }

        /// A description of the store at `url`.
        public convenience init(url: URL) {
            self.init()
            self.url = url
        }

        /// Sets option `key` (removes it for nil).
        open func setOption(_ option: NSObject?, forKey key: String) {
            options[key] = option
        }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = NSPersistentStoreDescription()
            copy.type = type
            copy.configuration = configuration
            copy.url = url
            copy.options = options
            copy.isReadOnly = isReadOnly
            copy.timeout = timeout
            copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
            copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
            copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
            return copy
        }
    }
#endif
