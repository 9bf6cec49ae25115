#if !canImport(Darwin)
    import Foundation

    /// The entities known in the process, one per name: with no model files, entities come from
    /// the managed object classes code uses, and from names objects are inserted by.
    final class EntityRegistry: Sendable {
        static let shared = EntityRegistry()

        private let entities = Locked<[String: NSEntityDescription]>([:])

        /// Every entity known, by name.
        var all: [NSEntityDescription] {
            entities.value.values.sorted { ($0.name ?? "") < ($1.name ?? "") }
        }

        /// The entity named `name`, when known.
        func entity(named name: String) -> NSEntityDescription? {
            entities.value[name]
        }

        /// The entity of managed object class `type`, named as the class is (without its module).
        func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
            let name = String(describing: type)
            return entities.withLock { known in
                if let entity = known[name], entity.objectClass == nil || entity.objectClass == type {
                    entity.objectClass = type
                    return entity
                }
                let entity = NSEntityDescription()
                entity.name = name
                entity.managedObjectClassName = String(reflecting: type)
                entity.objectClass = type
                known[name] = entity
                return entity
            }
        }

        /// The entity named `name`, made when unknown: of the class that name finds (a
        /// module-qualified class name), or of plain managed objects.
        func entity(byName name: String) -> NSEntityDescription {
            if let type = NSClassFromString(name) as? NSManagedObject.Type {
                return entity(for: type)
            }
            return entities.withLock { known in
                if let entity = known[name] { return entity }
                let entity = NSEntityDescription()
                entity.name = name
                entity.managedObjectClassName = "NSManagedObject"
                known[name] = entity
                return entity
            }
        }
    }
#endif
