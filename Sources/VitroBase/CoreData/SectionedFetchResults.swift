#if !canImport(Darwin)
    import Foundation
    import VitroCoreData

    /// The objects a `@SectionedFetchRequest` fetched, in sections, as SwiftUI's
    /// `SectionedFetchResults`: a random-access collection of sections, each a random-access
    /// collection of objects with the value that names it as its `id`.
    public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
        RandomAccessCollection
    {
        let sections: [Section]
        let store: FetchStore<Result>
        let declared: FetchStore<Result>.Criteria
        let sectioning: Sectioning<Result, SectionIdentifier>
        let declaredIdentifier: KeyPath<Result, SectionIdentifier>

        init(
            objects: [Result], store: FetchStore<Result>, declared: FetchStore<Result>.Criteria,
            sectioning: Sectioning<Result, SectionIdentifier>, declaredIdentifier: KeyPath<Result, SectionIdentifier>
        ) {
            self.store = store
            self.declared = declared
            self.sectioning = sectioning
            self.declaredIdentifier = declaredIdentifier
            let keyPath = sectioning.keyPath(declared: declaredIdentifier)
            // Sections in the order of their first object, each keeping the fetch's order.
            var order: [SectionIdentifier] = []
            var members: [SectionIdentifier: [Result]] = [:]
            for object in objects {
                let id = object[keyPath: keyPath]
                if members[id] == nil { order.append(id) }
                members[id, default: []].append(object)
            }
            sections = order.map { Section(id: $0, objects: members[$0] ?? []) }
        }

        /// The position of the first section.
        public var startIndex: Int { sections.startIndex }

        /// The position past the last section.
        public var endIndex: Int { sections.endIndex }

        /// The section at `position`.
        public subscript(position: Int) -> Section { sections[position] }

        /// The key path whose value names each object's section; setting it groups again.
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
            get { sectioning.keyPath(declared: declaredIdentifier) }
            nonmutating set { sectioning.choose(newValue, declared: declaredIdentifier) }
        }

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

        /// The objects of one section, as SwiftUI's `SectionedFetchResults.Section`.
        public struct Section: Identifiable, RandomAccessCollection {
            /// The value of the section key path its objects share.
            public let id: SectionIdentifier
            let objects: [Result]

            /// The position of the first object.
            public var startIndex: Int { objects.startIndex }

            /// The position past the last object.
            public var endIndex: Int { objects.endIndex }

            /// The object at `position`.
            public subscript(position: Int) -> Result { objects[position] }
        }
    }

    extension SectionedFetchResults where Result: NSManagedObject {
        /// The order of the results as `SortDescriptor`s; setting it fetches again.
        public var sortDescriptors: [SortDescriptor<Result>] {
            get { nsSortDescriptors.compactMap { SortDescriptor($0, comparing: Result.self) } }
            nonmutating set { nsSortDescriptors = newValue.map(NSSortDescriptor.init) }
        }
    }
#endif
