#if !canImport(Darwin)
    import Foundation

    /// The key of a change notification's inserted objects.
    public let NSInsertedObjectsKey = "inserted"
    /// The key of a change notification's updated objects.
    public let NSUpdatedObjectsKey = "updated"
    /// The key of a change notification's deleted objects.
    public let NSDeletedObjectsKey = "deleted"

    extension Notification.Name {
        /// Posted by a context when objects are inserted, deleted or, at a save, found changed.
        public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
            "NSObjectsChangedInManagingContextNotification")
        /// Posted by a context before it saves.
        public static let NSManagedObjectContextWillSave = Notification.Name(
            "NSManagingContextWillSaveChangesNotification")
        /// Posted by a context after it saved.
        public static let NSManagedObjectContextDidSave = Notification.Name(
            "NSManagingContextDidSaveChangesNotification")
    }

    extension NSManagedObjectContext {
        /// Posted by a context when objects are inserted, deleted or, at a save, found changed.
        public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
        /// Posted by a context before it saves.
        public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
        /// Posted by a context after it saved.
        public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    }
#endif
