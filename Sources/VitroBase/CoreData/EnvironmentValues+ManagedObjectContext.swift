#if !canImport(Darwin)
    import VitroCore
    import VitroCoreData

    /// The environment's Core Data context: until a view sets one, a context with no store, whose
    /// fetches fail (so `@FetchRequest` finds nothing), as in SwiftUI.
    struct ManagedObjectContextKey: EnvironmentKey {
        static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }

    extension EnvironmentValues {
        /// The Core Data context `@FetchRequest` fetches from, and views insert and save through:
        /// set it with `.environment(\.managedObjectContext, container.viewContext)`.
        public var managedObjectContext: NSManagedObjectContext {
            get { self[ManagedObjectContextKey.self] }
            set { self[ManagedObjectContextKey.self] = newValue }
        }
    }
#endif
