#if !canImport(Darwin)
    import Foundation

    /// A data model, as Core Data's `NSManagedObjectModel`. There are no model files: a model made
    /// empty lists the entities given to it, and a container's own model lists every entity the
    /// process knows (those of the managed object classes it has used).
    open class NSManagedObjectModel: NSObject {
        private var given: [NSEntityDescription]?

        /// A model whose entities are every entity known in the process, until set.
        public override init() {
            super.init()
        }

        /// The model's entities.
        open var entities: [NSEntityDescription] {
            get { given ?? EntityRegistry.shared.all }
            set { given = newValue }
        }

        /// The model's entities by name.
        open var entitiesByName: [String: NSEntityDescription] {
            var byName: [String: NSEntityDescription] = [:]
            for entity in entities {
                if let name = entity.name { byName[name] = entity }
            }
            return byName
        }
    }
#endif
