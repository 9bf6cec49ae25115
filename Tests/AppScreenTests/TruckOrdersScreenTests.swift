import Foundation
import Testing
import Vitro

/// The order dashboard (`Screens/TruckOrdersScreen.swift`), written with API from across
/// SwiftUI's documentation, compiles in Swift 5 mode and renders its parts on an iPhone.
@MainActor
@Suite struct TruckOrdersScreenTests {
    @Test func theDashboardRendersEveryPart() throws {
        let renderer = ImageRenderer(content: TruckOrdersScreen(), device: .iPhone)
        renderer.scale = 1
        let image = try renderer.render()
        #expect(image.width == 402 && image.height == 874)
        let host = ViewHost(DeviceScreen(device: .iPhone) { TruckOrdersScreen() })
        host.proposedSize = ProposedViewSize(width: 402, height: 874)
        let list = host.displayList.description
        // The display list holds one text run per word.
        for word in [
            "Orders", "orders", "Cheese", "Mushroom", "Special", "Margherita", "Delivery", "Daily", "Share", "Cancel",
            "Refresh",
        ] {
            #expect(list.contains("text \"\(word)"), "\(word)")
        }
    }
}
