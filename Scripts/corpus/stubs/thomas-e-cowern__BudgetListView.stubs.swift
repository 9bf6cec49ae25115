// Stubs of the app's own types used by BudgetListView.swift. The app's BudgetCategory is a Core
// Data entity; here a plain class with the same properties.
import Foundation
import Vitro

final class BudgetCategory: Identifiable, Hashable {
    var title: String? = "Groceries"
    var total = 400.0
    var remainingBudgetTotal = 120.0
    var overSpent: Bool { remainingBudgetTotal < 0 }
    static func == (a: BudgetCategory, b: BudgetCategory) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
