#if !canImport(Darwin)
    import Foundation

    /// An entity, as Core Data's `NSEntityDescription`: a name and the managed object class of its
    /// objects. With no model files, an entity is its class: `Item`'s entity is named "Item", and
    /// a subclass of `Item` is a subentity of it. An entity known only by name (inserted with
    /// `insertNewObject(forEntityName:into:)`) has plain `NSManagedObject`s whose values are set
    /// with `setValue(_:forKey:)`.
    open class NSEntityDescription: NSObject {
        /// The entity's name.
        open var name: String?
        /// The name of the class of the entity's objects.
        open var managedObjectClassName: String!
        /// Whether the entity has no objects of its own, only its subentities' (recorded).
        open var isAbstract = false
        /// The class of the entity's objects, when one is known.
        var objectClass: NSManagedObject.Type?
        /// The entity this one inherits from, when set by hand.
        private var explicitSuperentity: NSEntityDescription?

        /// An entity with no name yet.
        public override init() {
            super.init()
        }

        /// The entity this one inherits from: its class's superclass's entity, when that is a
        /// subclass of `NSManagedObject`.
        open var superentity: NSEntityDescription? {
            get {
                if let explicitSuperentity { return explicitSuperentity }
                guard let objectClass, let parent = _getSuperclass(objectClass) as? NSManagedObject.Type,
                    parent != NSManagedObject.self
                else { return nil }
                return parent.entity()
            }
            set { explicitSuperentity = newValue }
        }

        /// The entities that inherit from this one, among those known.
        open var subentities: [NSEntityDescription] {
            EntityRegistry.shared.all.filter { $0.superentity === self }
        }

        /// Whether objects of `entity` are objects of this entity: the same entity or one that
        /// inherits from it.
        func includes(_ entity: NSEntityDescription) -> Bool {
            var current: NSEntityDescription? = entity
            while let candidate = current {
                if candidate === self || (candidate.name != nil && candidate.name == name) { return true }
                current = candidate.superentity
            }
            return false
        }

        /// The entity named `entityName`, when one is known (its class has been used, or an object
        /// of it inserted by name).
        open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
            -> NSEntityDescription?
        {
            EntityRegistry.shared.entity(named: entityName)
        }

        /// A new object of the entity named `entityName`, inserted into `context`: an instance of
        /// the entity's class when one is known (or found by its module-qualified name), a plain
        /// `NSManagedObject` otherwise.
        open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
            -> NSManagedObject
        {
            let entity =
                EntityRegistry.shared.entity(named: entityName) ?? EntityRegistry.shared.entity(byName: entityName)
            let type = entity.objectClass ?? NSManagedObject.self
            return type.init(entity: entity, insertInto: context)
        }
    }
#endif
