#if !canImport(Darwin)
    import Foundation
    import OpenCombine
    import VitroCore
    import VitroCoreData

    /// Managed objects fetched from the environment's `managedObjectContext` and grouped in
    /// sections by a key path, as SwiftUI's `@SectionedFetchRequest`:
    ///
    /// ```swift
    /// @SectionedFetchRequest(sectionIdentifier: \.category, sortDescriptors: [SortDescriptor(\.category)])
    /// private var expenses: SectionedFetchResults<String, Expense>
    /// ```
    ///
    /// Sections come in the order their first object is fetched in, so sort by the section's key
    /// first, as Core Data asks; each holds its objects in the fetch's order.
    @propertyWrapper
    public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
        @Environment(\.managedObjectContext) private var context
        @StateObject private var store = FetchStore<Result>()
        @StateObject private var sectioning = Sectioning<Result, SectionIdentifier>()
        private let request: NSFetchRequest<Result>
        private let sectionIdentifier: KeyPath<Result, SectionIdentifier>
        /// The animation of changes (recorded: a still image shows the fetched objects).
        let animation: Animation?

        /// A request for the objects of `entity` in the order of `sortDescriptors`, those
        /// `predicate` accepts, in sections by `sectionIdentifier`.
        public init(
            entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
            sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
        ) {
            let request = NSFetchRequest<Result>()
            request.entity = entity
            request.sortDescriptors = sortDescriptors
            request.predicate = predicate
            self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
        }

        /// A request as `fetchRequest` describes it, in sections by `sectionIdentifier`.
        public init(
            fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
            animation: Animation? = nil
        ) {
            request = fetchRequest
            self.sectionIdentifier = sectionIdentifier
            self.animation = animation
        }

        /// A request as `fetchRequest` describes it, in sections by `sectionIdentifier`, whose
        /// changes use `transaction`.
        public init(
            fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
            transaction: Transaction
        ) {
            self.init(
                fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier, animation: transaction.animation)
        }

        /// The fetched objects in sections.
        public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
            SectionedFetchResults(
                objects: store.results, store: store, declared: criteria,
                sectioning: sectioning, declaredIdentifier: sectionIdentifier)
        }

        /// A binding to the criteria and section key path in force; setting it fetches again.
        public var projectedValue: Binding<Configuration> {
            let store = store
            let sectioning = sectioning
            let declared = criteria
            let identifier = sectionIdentifier
            return Binding(
                get: {
                    let criteria = store.criteria(declared: declared)
                    return Configuration(
                        sectionIdentifier: sectioning.keyPath(declared: identifier),
                        nsSortDescriptors: criteria.sortDescriptors, nsPredicate: criteria.predicate)
                },
                set: {
                    sectioning.choose($0.sectionIdentifier, declared: identifier)
                    store.choose(.init(sortDescriptors: $0.nsSortDescriptors, predicate: $0.nsPredicate))
                })
        }

        /// Fetches from the environment's context, before the view's body runs.
        public mutating func update() {
            sectioning.declare(sectionIdentifier)
            let fetch = MainActorHandoff(
                value: (store, request.copy(with: nil) as! NSFetchRequest<Result>, criteria, _context))
            MainActor.assumeIsolated {
                let (store, request, criteria, environment) = fetch.value
                store.refresh(request, declared: criteria, in: environment.wrappedValue)
            }
        }

        private var criteria: FetchStore<Result>.Criteria {
            .init(sortDescriptors: request.sortDescriptors ?? [], predicate: request.predicate)
        }

        /// The criteria of a sectioned fetch request, as SwiftUI's
        /// `SectionedFetchRequest.Configuration`.
        public struct Configuration {
            /// The key path whose value names each object's section.
            public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
            /// The order of the results.
            public var nsSortDescriptors: [NSSortDescriptor]
            /// Which objects to fetch (all when nil).
            public var nsPredicate: NSPredicate?
        }
    }

    extension SectionedFetchRequest where Result: NSManagedObject {
        /// A request for the objects of `Result`'s entity in the order of `sortDescriptors`, those
        /// `predicate` accepts, in sections by `sectionIdentifier`.
        public init(
            sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
            predicate: NSPredicate? = nil, animation: Animation? = nil
        ) {
            self.init(
                entity: Result.entity(), sectionIdentifier: sectionIdentifier,
                sortDescriptors: sortDescriptors.map(NSSortDescriptor.init), predicate: predicate, animation: animation)
        }

        /// A request for the objects of `Result`'s entity in the order of `sortDescriptors`, those
        /// `predicate` accepts, in sections by `sectionIdentifier`.
        public init(
            sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
            predicate: NSPredicate? = nil, animation: Animation? = nil
        ) {
            self.init(
                entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors,
                predicate: predicate, animation: animation)
        }
    }

    extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
        /// The order of the results as `SortDescriptor`s.
        public var sortDescriptors: [SortDescriptor<Result>] {
            get { nsSortDescriptors.compactMap { SortDescriptor($0, comparing: Result.self) } }
            set { nsSortDescriptors = newValue.map(NSSortDescriptor.init) }
        }
    }

    /// The section key path a sectioned request uses: the one declared, or one set since through
    /// its binding or results, until the view declares another.
    final class Sectioning<Result, SectionIdentifier>: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        private var declared: KeyPath<Result, SectionIdentifier>?
        private var chosen: KeyPath<Result, SectionIdentifier>?

        /// The key path in force.
        func keyPath(declared identifier: KeyPath<Result, SectionIdentifier>) -> KeyPath<Result, SectionIdentifier> {
            chosen ?? identifier
        }

        /// Notes the key path the view declares; one set since is dropped when it differs.
        func declare(_ identifier: KeyPath<Result, SectionIdentifier>) {
            if let declared, declared != identifier { chosen = nil }
            declared = identifier
        }

        /// Sets the key path and re-renders the view.
        func choose(_ identifier: KeyPath<Result, SectionIdentifier>, declared: KeyPath<Result, SectionIdentifier>) {
            objectWillChange.send()
            chosen = identifier
        }
    }
#endif
