import Foundation
import Testing
import Vitro
import VitroTestSupport

/// `@FetchRequest`, `@SectionedFetchRequest` and the Core Data stand-in they fetch through.
@MainActor
@Suite struct CoreDataFetchTests {
    /// A host of `view` on an iPhone-sized screen, with `context` in its environment.
    func host<V: View>(_ view: V, _ context: NSManagedObjectContext) -> ViewHost<some View> {
        let host = ViewHost(view.environment(\.managedObjectContext, context))
        host.proposedSize = ProposedViewSize(width: 402, height: 874)
        return host
    }

    /// The texts among `names`, in the order the host lays them out.
    func shown(_ names: [String], in texts: [String]) -> [String] {
        texts.filter { names.contains($0) }
    }

    let names = ["Books", "Coffee", "Groceries", "Rent"]

    @Test func fetchRequestListsObjectsInSortedOrder() {
        let context = PersistenceController(inMemory: true).container.viewContext
        for name in ["Rent", "Coffee", "Groceries"] {
            Expense(context: context).name = name
        }
        let host = host(ExpenseList(), context)
        #expect(shown(names, in: texts(host)) == ["Coffee", "Groceries", "Rent"])
    }

    @Test func insertingThroughTheContextShowsTheNewRow() throws {
        let context = PersistenceController.withSamples().container.viewContext
        let host = host(ExpenseList(), context)
        #expect(shown(names, in: texts(host)) == ["Coffee", "Groceries", "Rent"])
        try host.tap("Add")
        #expect(shown(names, in: texts(host)) == ["Books", "Coffee", "Groceries", "Rent"])
        try host.delete("Books")
        #expect(shown(names, in: texts(host)) == ["Coffee", "Groceries", "Rent"])
        #expect(try context.count(for: NSFetchRequest<Expense>(entityName: "Expense")) == 3)
        #expect(!context.hasChanges)
    }

    @Test func editingAndSavingAnObjectReordersTheList() throws {
        let context = PersistenceController.withSamples().container.viewContext
        let host = host(RenamingList(), context)
        #expect(shown(names + ["Apartment"], in: texts(host)) == ["Coffee", "Groceries", "Rent"])
        try host.tap("Rename Rent")
        #expect(shown(names + ["Apartment"], in: texts(host)) == ["Apartment", "Coffee", "Groceries"])
    }

    @Test func predicateFiltersAndDescriptorOrders() {
        let context = PersistenceController.withSamples().container.viewContext
        let host = host(LargeExpenses(), context)
        #expect(shown(names, in: texts(host)) == ["Rent", "Groceries"])
    }

    @Test func sectionedResultsGroupByTheKeyPath() {
        let context = PersistenceController(inMemory: true).container.viewContext
        for (name, category) in [("Rent", "Home"), ("Coffee", "Food"), ("Groceries", "Food")] {
            let expense = Expense(context: context)
            expense.name = name
            expense.category = category
        }
        let host = host(ExpensesByCategory(), context)
        let order = texts(host).filter { names.contains($0) || $0.lowercased().hasPrefix("category") }
        #expect(order.map { $0.lowercased() } == ["category food", "coffee", "groceries", "category home", "rent"])
    }

    @Test func settingThePredicateOnTheResultsFetchesAgain() {
        let context = PersistenceController.withSamples().container.viewContext
        let host = host(FilteredExpenses(category: "Food"), context)
        _ = texts(host)
        #expect(shown(names, in: texts(host)) == ["Coffee", "Groceries"])
    }

    @Test func aRequestMadeInInitFollowsItsParent() throws {
        let context = PersistenceController.withSamples().container.viewContext
        let host = host(CategoryBrowser(), context)
        #expect(shown(names, in: texts(host)) == ["Coffee", "Groceries"])
        try host.tap("Show Home")
        #expect(shown(names, in: texts(host)) == ["Rent"])
    }

    @Test func withoutAContextInTheEnvironmentNothingIsFetched() {
        let host = ViewHost(ExpenseList())
        host.proposedSize = ProposedViewSize(width: 402, height: 874)
        #expect(shown(names, in: texts(host)).isEmpty)
    }
}
