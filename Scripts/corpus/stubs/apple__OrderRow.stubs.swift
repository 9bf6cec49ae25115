// Stubs of the app's own package (FoodTruckKit) used by OrderRow.swift.
// corpus: drop-import FoodTruckKit
import Vitro

struct Donut: Identifiable {
    var id: Int
    var color: Color
}

struct Order: Identifiable {
    var id: String
    var donuts: [Donut]
    static let preview = Order(id: "Order#1203", donuts: [Donut(id: 0, color: .pink), Donut(id: 1, color: .brown)])
}

/// The app's model, an ObservableObject as FoodTruckKit has it.
final class FoodTruckModel: ObservableObject {
    @Published var orders: [Order] = [.preview]
}

/// FoodTruckKit's stack of donut images; here, rings in the donuts' colors.
struct DonutStackView: View {
    var donuts: [Donut]
    var includeOverflowCount = false
    var body: some View {
        ZStack {
            ForEach(donuts) { donut in
                Circle().strokeBorder(donut.color, lineWidth: 6).padding(CGFloat(donut.id * 4))
            }
        }
    }
}
