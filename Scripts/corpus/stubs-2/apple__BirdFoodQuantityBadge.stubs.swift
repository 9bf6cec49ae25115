// Stubs of the Backyard Birds app's StoreMetrics.swift used by BirdFoodQuantityBadge.swift.
import Vitro

struct BirdFoodStoreMetrics {
    struct Card {
        let badgeQuantityMinWidth: CGFloat
        let controlSize: ControlSize
        let horizontalPadding: CGFloat
        let verticalPadding: CGFloat
        let verticalSpacing: CGFloat
        static let card = BirdFoodStoreMetrics.Card(
            badgeQuantityMinWidth: 25, controlSize: .large, horizontalPadding: 20, verticalPadding: 40,
            verticalSpacing: 24)
    }
}

extension ShapeStyle where Self == Color {
    static var premiumBirdFood: Color { Color(red: 0.45, green: 0.3, blue: 0.85) }
}
