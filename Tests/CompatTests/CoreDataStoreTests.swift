import Foundation
import Testing
import Vitro

/// The in-memory Core Data stand-in: contexts, saves, fetches, IDs and changes.
@Suite struct CoreDataStoreTests {
    func context() -> NSManagedObjectContext {
        PersistenceController(inMemory: true).container.viewContext
    }

    @Test func insertSaveAndIdentity() throws {
        let context = context()
        let coffee = Expense(context: context)
        coffee.name = "Coffee"
        #expect(coffee.isInserted && context.hasChanges)
        #expect(coffee.objectID.isTemporaryID)
        #expect(coffee.date == Date(timeIntervalSince1970: 0))  // awakeFromInsert ran
        #expect(coffee.entity.name == "Expense" && coffee.managedObjectContext === context)
        try context.save()
        #expect(!coffee.isInserted && !context.hasChanges && !coffee.objectID.isTemporaryID)
        #expect(coffee.objectID.uriRepresentation().absoluteString.hasSuffix("/Expense/p1"))
        #expect(try context.existingObject(with: coffee.objectID) === coffee)
    }

    @Test func changedValuesAreFoundAtSave() throws {
        let context = context()
        let rent = Expense(context: context)
        rent.name = "Rent"
        rent.amount = 1000
        try context.save()
        rent.amount = 1200
        #expect(rent.isUpdated && context.hasChanges)
        #expect(rent.changedValues()["amount"] as? Double == 1200)
        #expect(rent.committedValues(forKeys: ["amount"])["amount"] as? Double == 1000)
        let saved = Saved()
        let observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: context, queue: nil
        ) { note in saved.updated = note.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [] }
        try context.save()
        NotificationCenter.default.removeObserver(observer)
        #expect(saved.updated == [rent] && !rent.isUpdated)
    }

    @Test func fetchFiltersSortsAndLimits() throws {
        let context = context()
        for (name, amount) in [("a", 3.0), ("b", 1.0), ("c", 2.0), ("d", 5.0)] {
            let expense = Expense(context: context)
            expense.name = name
            expense.amount = amount
        }
        let request = NSFetchRequest<Expense>(entityName: "Expense")
        request.sortDescriptors = [NSSortDescriptor(SortDescriptor(\Expense.amount, order: .reverse))]
        request.predicate = NSPredicate { object, _ in ((object as? Expense)?.amount ?? 0) > 1 }
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == ["d", "a"])
        request.fetchLimit = 0
        #expect(try context.count(for: request) == 3)
        // Untyped requests, as `Expense.fetchRequest()` makes, fetch the same objects.
        #expect(try context.fetch(Expense.fetchRequest()).count == 4)
    }

    @Test func deletionAndRollback() throws {
        let context = context()
        let a = Expense(context: context)
        try context.save()
        context.delete(a)
        #expect(a.isDeleted && context.hasChanges)
        context.rollback()
        #expect(!a.isDeleted && !context.hasChanges)
        context.delete(a)
        try context.save()
        #expect(a.managedObjectContext == nil)
        #expect(try context.fetch(NSFetchRequest<Expense>(entityName: "Expense")).isEmpty)
        // An object inserted and deleted before a save never reaches the store.
        let b = Expense(context: context)
        context.delete(b)
        #expect(!context.hasChanges)
    }

    @Test func otherContextsSeeSavedObjects() throws {
        let container = PersistenceController(inMemory: true).container
        let background = container.newBackgroundContext()
        let expense = Expense(context: background)
        expense.name = "Taxi"
        #expect(try container.viewContext.fetch(NSFetchRequest<Expense>(entityName: "Expense")).isEmpty)
        try background.save()
        #expect(try container.viewContext.fetch(NSFetchRequest<Expense>(entityName: "Expense")).map(\.name) == ["Taxi"])
    }

    @Test func sortDescriptorsRoundTripAndOptionalKeyPaths() throws {
        let byName = SortDescriptor(\Expense.name, order: .reverse)
        let bridged = NSSortDescriptor(byName)
        #expect(!bridged.ascending)
        #expect(SortDescriptor(bridged, comparing: Expense.self) == byName)
        let byAmount = NSSortDescriptor(keyPath: \Expense.amount, ascending: true)
        #expect(SortDescriptor(byAmount, comparing: Expense.self) == SortDescriptor(\Expense.amount))
        let context = context()
        for date in [3.0, 1.0, 2.0] { Expense(context: context).date = Date(timeIntervalSince1970: date) }
        Expense(context: context).date = nil
        let request = NSFetchRequest<Expense>(entityName: "Expense")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Expense.date, ascending: true)]
        #expect(try context.fetch(request).map { $0.date?.timeIntervalSince1970 } == [nil, 1, 2, 3])
    }

    @Test func entitiesNoObjectWasMadeOfHaveNoObjects() throws {
        let context = context()
        #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Budget")).isEmpty)
        #expect(try context.count(for: NSFetchRequest<Expense>(entityName: "Expense")) == 0)
    }

    @Test func contextWithoutAStoreThrows() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(throws: NSError.self) { try context.fetch(NSFetchRequest<Expense>(entityName: "Expense")) }
    }

    @Test func objectsByEntityNameKeepTheirValues() throws {
        let context = context()
        let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        tag.setValue("urgent", forKey: "title")
        #expect(tag.value(forKey: "title") as? String == "urgent")
        try context.save()
        #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag")) == [tag])
        // A subclass's stored properties read by key.
        let coffee = Expense(context: context)
        coffee.name = "Coffee"
        #expect(coffee.value(forKey: "name") as? String == "Coffee")
    }
    @Test func formatPredicatesEvaluateAgainstAttributes() throws {
        let context = context()
        for (name, amount, category) in [("Café", 4.5, "Food"), ("Rent", 1200.0, "Home"), ("Groceries", 86.2, "Food")] {
            let expense = Expense(context: context)
            expense.name = name
            expense.amount = amount
            expense.category = category
        }
        func names(_ format: String, _ args: Any...) throws -> [String] {
            let request = NSFetchRequest<Expense>(entityName: "Expense")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(keyPath: \Expense.name, ascending: true)]
            return try context.fetch(request).compactMap(\.name)
        }
        #expect(try names("category == %@", "Food") == ["Café", "Groceries"])
        #expect(try names("amount > %d AND category != 'Home'", 10) == ["Groceries"])
        #expect(try names("%K BEGINSWITH[c] %@", "name", "r") == ["Rent"])
        #expect(try names("name CONTAINS[cd] 'cafe'") == ["Café"])
        #expect(try names("amount BETWEEN {4, 100}") == ["Café", "Groceries"])
        #expect(try names("category IN %@", ["Home"]) == ["Rent"])
        #expect(try names("NOT (name LIKE 'G*')") == ["Café", "Rent"])
        #expect(try names("name MATCHES '[A-Z][a-z]+'") == ["Groceries", "Rent"])
        #expect(try names("date != nil OR TRUEPREDICATE").count == 3)
        // Predicates made again from the same format and arguments ask for the same thing.
        #expect(NSPredicate(format: "a == %@", "x").isSamePredicate(as: NSPredicate(format: "a == %@", "x")))
        #expect(!NSPredicate(format: "a == %@", "x").isSamePredicate(as: NSPredicate(format: "a == %@", "y")))
        #expect(NSPredicate(format: "SELF > 2").evaluate(with: 3))
        #expect(!NSPredicate(format: "@count > 2").evaluate(with: [1, 2]))
    }
}

/// What a save notification reported (posted on the saving thread, this test's).
private final class Saved: @unchecked Sendable {
    var updated: Set<NSManagedObject> = []
}
