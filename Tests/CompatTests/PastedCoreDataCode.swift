// Code in the style of a pasted Core Data app (a budget's list of expenses): an
// NSManagedObject subclass, the template's PersistenceController with an in-memory preview
// store, and views with @FetchRequest and @SectionedFetchRequest. Compiled in Swift 5 mode as an
// app target is, with `import CoreData` from VitroCompat.
import CoreData
import Vitro

/// An expense, as an app's managed object subclass (stored properties in place of `@NSManaged`).
final class Expense: NSManagedObject {
    var name: String?
    var amount: Double = 0
    var category: String = ""
    var date: Date?

    override func awakeFromInsert() {
        super.awakeFromInsert()
        date = Date(timeIntervalSince1970: 0)
    }
}

// As Xcode generates in Expense+CoreDataProperties.swift (less the `@NSManaged` attributes).
extension Expense {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Expense> {
        return NSFetchRequest<Expense>(entityName: "Expense")
    }
}

extension Expense: Identifiable {
}

/// The Xcode template's persistence controller.
struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = withSamples()

    /// Three expenses in a new in-memory store, saved.
    static func withSamples() -> PersistenceController {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for (name, amount, category) in [
            ("Rent", 1200.0, "Home"), ("Coffee", 4.5, "Food"), ("Groceries", 86.2, "Food"),
        ] {
            let expense = Expense(context: viewContext)
            expense.name = name
            expense.amount = amount
            expense.category = category
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Budget")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

/// The budget's list: expenses by name, an Add button, swipe to delete.
struct ExpenseList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [SortDescriptor(\.name)], animation: .default)
    private var expenses: FetchedResults<Expense>

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses) { expense in
                    HStack {
                        Text(expense.name ?? "Untitled")
                        Spacer()
                        Text(String(format: "%.2f", expense.amount))
                    }
                }
                .onDelete(perform: deleteExpenses)
            }
            .toolbar {
                Button("Add") { addExpense() }
            }
        }
    }

    private func addExpense() {
        withAnimation {
            let expense = Expense(context: viewContext)
            expense.name = "Books"
            expense.amount = 31
            expense.category = "Leisure"
            try? viewContext.save()
        }
    }

    private func deleteExpenses(offsets: IndexSet) {
        withAnimation {
            offsets.map { expenses[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

/// The expenses over 10, dearest first, through an `NSFetchRequest` with a block predicate.
struct LargeExpenses: View {
    @FetchRequest(fetchRequest: LargeExpenses.request)
    private var expenses: FetchedResults<Expense>

    static var request: NSFetchRequest<Expense> {
        let request = NSFetchRequest<Expense>(entityName: "Expense")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Expense.amount, ascending: false)]
        request.predicate = NSPredicate { object, _ in ((object as? Expense)?.amount ?? 0) > 10 }
        return request
    }

    var body: some View {
        List(expenses) { expense in
            Text(expense.name ?? "")
        }
    }
}

/// The expenses in sections by category.
struct ExpensesByCategory: View {
    @SectionedFetchRequest(
        sectionIdentifier: \.category,
        sortDescriptors: [SortDescriptor(\.category), SortDescriptor(\.name)])
    private var sections: SectionedFetchResults<String, Expense>

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(header: Text("Category " + section.id)) {
                    ForEach(section) { expense in
                        Text(expense.name ?? "")
                    }
                }
            }
        }
    }
}

/// A list whose filter is set on its results (`expenses.nsPredicate`), as a search field does.
struct FilteredExpenses: View {
    let category: String

    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Expense.name, ascending: true)])
    private var expenses: FetchedResults<Expense>

    var body: some View {
        List(expenses) { expense in
            Text(expense.name ?? "")
        }
        .onAppear {
            expenses.nsPredicate = NSPredicate(format: "category == %@", category)
        }
    }
}

/// A row that observes its expense, as detail views do.
struct ExpenseRow: View {
    @ObservedObject var expense: Expense

    var body: some View {
        Text(expense.name ?? "")
    }
}

/// A list whose button edits an expense and saves.
struct RenamingList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [SortDescriptor(\.name)])
    private var expenses: FetchedResults<Expense>

    var body: some View {
        VStack {
            Button("Rename Rent") {
                expenses.first { $0.name == "Rent" }?.name = "Apartment"
                try? viewContext.save()
            }
            List(expenses) { expense in
                ExpenseRow(expense: expense)
            }
        }
    }
}

/// A list filtered by a category its parent chooses, the request made in `init`.
struct CategoryList: View {
    @FetchRequest private var expenses: FetchedResults<Expense>

    init(category: String) {
        _expenses = FetchRequest(
            sortDescriptors: [SortDescriptor(\.name)], predicate: NSPredicate(format: "category == %@", category))
    }

    var body: some View {
        List(expenses) { expense in
            Text(expense.name ?? "")
        }
    }
}

/// A category picker above the filtered list.
struct CategoryBrowser: View {
    @State private var category = "Food"

    var body: some View {
        VStack {
            Button("Show Home") { category = "Home" }
            CategoryList(category: category)
        }
    }
}
