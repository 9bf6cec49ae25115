#if !canImport(Darwin)
    import Foundation
    import VitroCoreData

    /// The objects a `@FetchRequest` fetched, as SwiftUI's `FetchedResults`: a random-access
    /// collection, in the request's order. Setting its criteria fetches again.
    public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
        let objects: [Result]
        let store: FetchStore<Result>
        let declared: FetchStore<Result>.Criteria

        /// The position of the first object.
        public var startIndex: Int { objects.startIndex }

        /// The position past the last object.
        public var endIndex: Int { objects.endIndex }

        /// The object at `position`.
        public subscript(position: Int) -> Result { objects[position] }

        /// The order of the results; setting it fetches again.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { store.criteria(declared: declared).sortDescriptors }
            nonmutating set {
                var criteria = store.criteria(declared: declared)
                criteria.sortDescriptors = newValue
                store.choose(criteria)
            }
        }

        /// Which objects were fetched (all when nil); setting it fetches again.
        public var nsPredicate: NSPredicate? {
            get { store.criteria(declared: declared).predicate }
            nonmutating set {
                var criteria = store.criteria(declared: declared)
                criteria.predicate = newValue
                store.choose(criteria)
            }
        }
    }

    extension FetchedResults where Result: NSManagedObject {
        /// The order of the results as `SortDescriptor`s; setting it fetches again.
        public var sortDescriptors: [SortDescriptor<Result>] {
            get { nsSortDescriptors.compactMap { SortDescriptor($0, comparing: Result.self) } }
            nonmutating set { nsSortDescriptors = newValue.map(NSSortDescriptor.init) }
        }
    }
#endif
