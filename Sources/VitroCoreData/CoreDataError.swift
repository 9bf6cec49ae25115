#if !canImport(Darwin)
    import Foundation

    /// The Cocoa error code of a general Core Data failure (`NSCoreDataError`).
    public let NSCoreDataError = 134060
    /// The Cocoa error code of an unknown persistent store type (`NSPersistentStoreInvalidTypeError`).
    public let NSPersistentStoreInvalidTypeError = 134000
    /// The Cocoa error code of a failed store operation (`NSPersistentStoreOperationError`): here,
    /// a fetch or save through a context with no persistent store behind it.
    public let NSPersistentStoreOperationError = 134070
    /// The Cocoa error code of a managed object ID whose object no longer exists
    /// (`NSManagedObjectReferentialIntegrityError`).
    public let NSManagedObjectReferentialIntegrityError = 133000

    /// An `NSError` in the Cocoa domain, as Core Data reports its failures.
    func coreDataError(_ code: Int, _ reason: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedFailureReasonErrorKey: reason])
    }
#endif
