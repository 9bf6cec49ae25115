#if !canImport(Darwin)
    import Foundation
    import OpenCombine

    /// An object of the data model, as Core Data's `NSManagedObject`, subclassed as apps do:
    ///
    /// ```swift
    /// final class Item: NSManagedObject {
    ///     var name: String?
    ///     var timestamp: Date?
    /// }
    /// let item = Item(context: viewContext)
    /// ```
    ///
    /// Its attributes are the subclass's stored properties (`@NSManaged` needs Objective-C's
    /// runtime, which Linux lacks: such a property compiles but does not link), read by
    /// `value(forKey:)` and compared at each save to find what changed. Values set with
    /// `setValue(_:forKey:)` on a key no property has are kept by the object, as Core Data keeps
    /// the attributes of a class-less entity.
    open class NSManagedObject: NSObject, NSFetchRequestResult {
        private let storedEntity: NSEntityDescription
        /// The context the object is registered in.
        weak var context: NSManagedObjectContext?
        /// Values set by key that no stored property holds.
        var primitiveValues: [String: Any] = [:]
        /// The attribute values as of the last save (or the insertion), to find changes.
        var committed: [String: AnyHashable] = [:]
        /// The object's identity, once asked for or saved.
        var identity: NSManagedObjectID?
        /// Whether the object is in a store.
        var isSaved: Bool { identity.map { !$0.isTemporaryID } ?? false }
        /// What `objectWillChange` sends through.
        let changePublisher = ObservableObjectPublisher()

        /// An object of `entity`, inserted into `context` when one is given. Required so that
        /// `NSEntityDescription.insertNewObject(forEntityName:into:)` can make objects of any
        /// subclass.
        public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            storedEntity = entity
            super.init()
            if let context { context.insert(self) }
        }

        /// An object of the class's entity, inserted into `moc`.
        public convenience init(context moc: NSManagedObjectContext) {
            self.init(entity: Self.entity(), insertInto: moc)
        }

        /// The entity of the class: named as the class is.
        open class func entity() -> NSEntityDescription {
            EntityRegistry.shared.entity(for: self)
        }

        /// A request for every object of the class's entity.
        open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
            let request = NSFetchRequest<any NSFetchRequestResult>()
            request.entity = entity()
            return request
        }

        /// The object's entity.
        open var entity: NSEntityDescription { storedEntity }

        /// The context the object is in: nil before it is inserted and after it is deleted and saved.
        open var managedObjectContext: NSManagedObjectContext? { context }

        /// The object's identity, temporary until it is saved.
        open var objectID: NSManagedObjectID {
            if let identity { return identity }
            let made = NSManagedObjectID(entity: storedEntity, object: self)
            identity = made
            return made
        }

        /// Whether the object is inserted in its context and not saved yet.
        open var isInserted: Bool { context?.isPendingInsert(self) ?? false }

        /// Whether the object is deleted in its context and not saved yet.
        open var isDeleted: Bool { context?.isPendingDelete(self) ?? false }

        /// Whether a saved object's values differ from those it had at the last save.
        open var isUpdated: Bool { context != nil && !isInserted && !isDeleted && !changedValues().isEmpty }

        /// Whether the object is inserted, deleted or changed and not saved.
        open var hasChanges: Bool { isInserted || isDeleted || isUpdated }

        /// Whether any value differs from the last saved one.
        open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

        /// Always false: objects hold their values, there are no faults.
        open var isFault: Bool { false }

        /// Called once when the object is inserted into a context; set initial values here.
        open func awakeFromInsert() {}

        /// Called when a fetch first returns the object (never: objects are not faulted in).
        open func awakeFromFetch() {}

        /// Called before the object's context saves it.
        open func willSave() {}

        /// Called after the object's context saved it.
        open func didSave() {}

        /// Called when the object is deleted, before the deletion is saved.
        open func prepareForDeletion() {}

        /// Announces a change to `key`: the object's `objectWillChange` publishes.
        open func willChangeValue(forKey key: String) {
            changePublisher.send()
        }

        /// Ends a change to `key` (nothing to do: changes are found by comparing values).
        open func didChangeValue(forKey key: String) {}

        /// Marks a read of `key` (nothing to do: objects are never faults).
        open func willAccessValue(forKey key: String?) {}

        /// Ends a read of `key`.
        open func didAccessValue(forKey key: String?) {}
    }

    extension NSManagedObject: ObservableObject {
        /// Publishes before the object changes: when a change to it is announced, and when its
        /// context saves a change to it or deletes it.
        public var objectWillChange: ObservableObjectPublisher { changePublisher }
    }
#endif
