// Stubs of the app's own types used by ExpenseListItemView.swift.
import Foundation
import Vitro

struct ExpenseItem: Identifiable {
    enum Category {
        case food, travel
        var systemImageName: String { self == .food ? "cart" : "airplane" }
        var iconColor: Color { self == .food ? .orange : .blue }
        var displayName: String { self == .food ? "Food" : "Travel" }
    }
    var id = UUID()
    var name: String
    var category: Category
    var satoshis: Int
}

enum SampleExpenses {
    static let `default` = [ExpenseItem(name: "Lunch", category: .food, satoshis: 42_000)]
}

enum NumberFormatters {
    static let satoshis: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
}
