// Stubs of the app's own types used by OrderFormView.swift (an ObservableObject view model, as
// the app has it).
import Foundation
import Vitro

struct Cupcake {
    enum Flavor: CaseIterable {
        case vanilla, chocolate, strawberry
        var formDisplayText: String { "\(self)".capitalized }
    }
}

final class OrderFormViewModel: ObservableObject {
    @Published var selectedFlavorIndex = 0
    @Published var cupcakeQuantity = 3
    @Published var hasSpecialRequest = true
    @Published var wantsExtraFrosting = false
    @Published var addsSprinkles = true
    var isFormValid: Bool { cupcakeQuantity > 0 }
}
