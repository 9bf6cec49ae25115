#if !canImport(Darwin)
    import Foundation

    /// How a merge policy settles conflicts, as Core Data's `NSMergePolicyType`.
    public enum NSMergePolicyType: UInt, Sendable {
        /// Conflicts fail the save.
        case errorMergePolicyType = 0
        /// The store's values win, property by property.
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        /// The context's values win, property by property.
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        /// The context's objects replace the store's.
        case overwriteMergePolicyType = 3
        /// The store's objects replace the context's.
        case rollbackMergePolicyType = 4
    }

    /// A merge policy, as Core Data's `NSMergePolicy`. Recorded: contexts share their objects,
    /// so saves never conflict.
    open class NSMergePolicy: NSObject, @unchecked Sendable {
        /// How the policy settles conflicts.
        public let mergeType: NSMergePolicyType

        /// A policy of type `ty`.
        public init(merge ty: NSMergePolicyType) {
            mergeType = ty
            super.init()
        }

        /// Conflicts fail the save.
        public static let error = NSMergePolicy(merge: .errorMergePolicyType)
        /// The store's values win, property by property.
        public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
        /// The context's values win, property by property.
        public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
        /// The context's objects replace the store's.
        public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
        /// The store's objects replace the context's.
        public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
    }

    /// Conflicts fail the save.
    public var NSErrorMergePolicy: Any { NSMergePolicy.error }
    /// The store's values win, property by property.
    public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
    /// The context's values win, property by property.
    public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
    /// The context's objects replace the store's.
    public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
    /// The store's objects replace the context's.
    public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
#endif
