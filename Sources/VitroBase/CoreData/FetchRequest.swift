#if !canImport(Darwin)
    import Foundation
    import OpenCombine
    import VitroCore
    import VitroCoreData

    /// Managed objects fetched from the environment's `managedObjectContext`, as SwiftUI's
    /// `@FetchRequest`:
    ///
    /// ```swift
    /// @FetchRequest(sortDescriptors: [SortDescriptor(\.name)]) private var items: FetchedResults<Item>
    /// ```
    ///
    /// The fetch runs each time the view is evaluated, with the criteria in force (those declared,
    /// or those set since through `$items` or `items.nsPredicate`); the view is evaluated again
    /// when the context inserts or deletes objects or saves.
    @propertyWrapper
    public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
        @Environment(\.managedObjectContext) private var context
        @StateObject private var store = FetchStore<Result>()
        /// The request as declared: its entity, limits and criteria.
        private let request: NSFetchRequest<Result>
        /// The animation of changes (recorded: a still image shows the fetched objects).
        let animation: Animation?
        /// The transaction of changes (recorded).
        let transaction: Transaction?

        /// A request for the objects of `entity` in the order of `sortDescriptors`, those
        /// `predicate` accepts.
        public init(
            entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
            animation: Animation? = nil
        ) {
            let request = NSFetchRequest<Result>()
            request.entity = entity
            request.sortDescriptors = sortDescriptors
            request.predicate = predicate
            self.init(request: request, animation: animation, transaction: nil)
        }

        /// A request as `fetchRequest` describes it.
        public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
            self.init(request: fetchRequest, animation: animation, transaction: nil)
        }

        /// A request as `fetchRequest` describes it, whose changes use `transaction`.
        public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
            self.init(request: fetchRequest, animation: transaction.animation, transaction: transaction)
        }

        private init(request: NSFetchRequest<Result>, animation: Animation?, transaction: Transaction?) {
            self.request = request
            self.animation = animation
            self.transaction = transaction
        }

        /// The fetched objects.
        public var wrappedValue: FetchedResults<Result> {
            FetchedResults(objects: store.results, store: store, declared: criteria)
        }

        /// A binding to the criteria in force; setting it fetches again.
        public var projectedValue: Binding<Configuration> {
            let store = store
            let declared = criteria
            return Binding(
                get: {
                    let criteria = store.criteria(declared: declared)
                    return Configuration(nsSortDescriptors: criteria.sortDescriptors, nsPredicate: criteria.predicate)
                },
                set: { store.choose(.init(sortDescriptors: $0.nsSortDescriptors, predicate: $0.nsPredicate)) })
        }

        /// Fetches from the environment's context, before the view's body runs.
        public mutating func update() {
            let fetch = MainActorHandoff(
                value: (store, request.copy(with: nil) as! NSFetchRequest<Result>, criteria, _context))
            MainActor.assumeIsolated {
                let (store, request, criteria, environment) = fetch.value
                store.refresh(request, declared: criteria, in: environment.wrappedValue)
            }
        }

        /// The criteria the request declares.
        private var criteria: FetchStore<Result>.Criteria {
            .init(sortDescriptors: request.sortDescriptors ?? [], predicate: request.predicate)
        }

        /// The criteria of a fetch request, as SwiftUI's `FetchRequest.Configuration`.
        public struct Configuration {
            /// The order of the results.
            public var nsSortDescriptors: [NSSortDescriptor]
            /// Which objects to fetch (all when nil).
            public var nsPredicate: NSPredicate?
        }
    }

    extension FetchRequest where Result: NSManagedObject {
        /// A request for the objects of `Result`'s entity in the order of `sortDescriptors`, those
        /// `predicate` accepts.
        public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
            self.init(
                entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        }

        /// A request for the objects of `Result`'s entity in the order of `sortDescriptors`, those
        /// `predicate` accepts.
        public init(
            sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil
        ) {
            self.init(
                entity: Result.entity(), sortDescriptors: sortDescriptors.map(NSSortDescriptor.init),
                predicate: predicate,
                animation: animation)
        }
    }

    extension FetchRequest.Configuration where Result: NSManagedObject {
        /// The order of the results as `SortDescriptor`s.
        public var sortDescriptors: [SortDescriptor<Result>] {
            get { nsSortDescriptors.compactMap { SortDescriptor($0, comparing: Result.self) } }
            set { nsSortDescriptors = newValue.map(NSSortDescriptor.init) }
        }
    }
#endif
