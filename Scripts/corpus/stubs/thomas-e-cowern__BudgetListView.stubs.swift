// corpus: render BudgetListHost().environment(\.managedObjectContext, BudgetStore.preview)
// Stubs of the app's own types used by BudgetListView.swift, as the app writes them: BudgetCategory
// is its Core Data entity (Models/BudgetCategory+CoreDataClass.swift; the attributes Xcode
// generates from BudgetModel.xcdatamodeld are plain properties, as @NSManaged is Darwin's), and
// the host is its ContentView's fetch (`@FetchRequest(fetchRequest: BudgetCategory.all)`) over an
// in-memory store with three categories.
import Foundation
import Vitro

public class BudgetCategory: NSManagedObject {
    var title: String?
    var total = 0.0
    var dateCreated: Date?
    /// The app sums its transactions (another entity); here their total.
    var transactionsTotal = 0.0

    var overSpent: Bool { remainingBudgetTotal < 0 }
    var remainingBudgetTotal: Double { total - transactionsTotal }

    static var all: NSFetchRequest<BudgetCategory> {
        let request = NSFetchRequest<BudgetCategory>(entityName: "BudgetCategory")
        // The app writes NSSortDescriptor(key: "dateCreated", …): string keys are Darwin's (KVC).
        request.sortDescriptors = [NSSortDescriptor(keyPath: \BudgetCategory.dateCreated, ascending: false)]
        return request
    }
}

extension BudgetCategory: Identifiable {}

enum BudgetStore {
    @MainActor static let preview: NSManagedObjectContext = {
        let container = NSPersistentContainer(name: "BudgetModel")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        for (i, (title, total, spent)) in [("Groceries", 400.0, 280.0), ("Travel", 900.0, 1020.0), ("Books", 60.0, 15.0)]
            .enumerated()
        {
            let category = BudgetCategory(context: context)
            category.title = title
            category.total = total
            category.transactionsTotal = spent
            category.dateCreated = Date(timeIntervalSince1970: Double(i) * 86_400)
        }
        return context
    }()
}

struct BudgetListHost: View {
    @FetchRequest(fetchRequest: BudgetCategory.all) var budgetCategoryResults
    var body: some View {
        NavigationStack {
            BudgetListView(
                budgetCategoryResults: budgetCategoryResults, onDeleteBudgetCategory: { _ in },
                onEditBudgetCategory: { _ in })
        }
    }
}

extension NumberFormatter {
    static var currency: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }
}

struct BudgetDetailView: View {
    let budgetCategory: BudgetCategory
    var body: some View { Text(budgetCategory.title ?? "") }
}
