#if !canImport(Darwin)
    import Foundation

    /// A request to a persistent store, as Core Data's `NSPersistentStoreRequest`.
    open class NSPersistentStoreRequest: NSObject {
        /// The stores to search (recorded: a coordinator has one store).
        open var affectedStores: [NSPersistentStore]?
    }

    /// What a fetch request returns, as Core Data's `NSFetchRequestResultType`.
    public struct NSFetchRequestResultType: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A result type from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The managed objects.
        public static let managedObjectResultType = NSFetchRequestResultType([])
        /// The objects' IDs.
        public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    }

    /// A search for managed objects, as Core Data's `NSFetchRequest`: an entity, a predicate, sort
    /// descriptors and limits. `NSManagedObjectContext.fetch(_:)` runs it.
    open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, NSCopying {
        private var storedEntityName: String?

        /// A request with no entity yet.
        public override init() {
            super.init()
        }

        /// A request for the objects of the entity named `entityName` (a managed object class's
        /// name).
        public convenience init(entityName: String) {
            self.init()
            storedEntityName = entityName
        }

        /// The entity searched.
        open var entity: NSEntityDescription?

        /// The name of the entity searched.
        open var entityName: String? { entity?.name ?? storedEntityName }

        /// Which objects to return: those it accepts (all when nil).
        open var predicate: NSPredicate?

        /// The order of the results, the first descriptor deciding (insertion order when nil).
        open var sortDescriptors: [NSSortDescriptor]?

        /// The most results to return; 0 for no limit.
        open var fetchLimit = 0

        /// How many of the first results to skip.
        open var fetchOffset = 0

        /// How many objects to fetch at a time (recorded: every result is in memory).
        open var fetchBatchSize = 0

        /// Whether the context's unsaved insertions and deletions count.
        open var includesPendingChanges = true

        /// Whether objects of entities that inherit from the entity are included.
        open var includesSubentities = true

        /// Whether results come as faults (recorded: objects always hold their values).
        open var returnsObjectsAsFaults = true

        /// The relationships to fetch with the results (recorded: objects hold their relationships).
        open var relationshipKeyPathsForPrefetching: [String]?

        /// What the request returns: the objects, or their IDs.
        open var resultType = NSFetchRequestResultType.managedObjectResultType

        /// A request with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = NSFetchRequest<ResultType>()
            copy.storedEntityName = storedEntityName
            copy.entity = entity
            copy.predicate = predicate
            copy.sortDescriptors = sortDescriptors
            copy.fetchLimit = fetchLimit
            copy.fetchOffset = fetchOffset
            copy.fetchBatchSize = fetchBatchSize
            copy.includesPendingChanges = includesPendingChanges
            copy.includesSubentities = includesSubentities
            copy.returnsObjectsAsFaults = returnsObjectsAsFaults
            copy.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
            copy.resultType = resultType
            copy.affectedStores = affectedStores
            return copy
        }
    }
#endif
