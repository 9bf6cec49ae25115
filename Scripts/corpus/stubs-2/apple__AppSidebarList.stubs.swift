// Stubs of the Backyard Birds app's screen enum (AppScreen.swift) used by AppSidebarList.swift;
// its destinations are the app's own navigation stacks, here plain text.
import Vitro

enum AppScreen: Codable, Hashable, Identifiable, CaseIterable {
    case backyards, birds, plants, account
    var id: AppScreen { self }
}

extension AppScreen {
    @ViewBuilder
    var label: some View {
        switch self {
        case .backyards: Label("Backyards", systemImage: "tree")
        case .birds: Label("Birds", systemImage: "bird")
        case .plants: Label("Plants", systemImage: "leaf")
        case .account: Label("Account", systemImage: "person.crop.circle")
        }
    }

    @ViewBuilder
    var destination: some View { Text("\(String(describing: self))") }
}

/// The app's model container modifier (BackyardBirdsData), here without a store.
extension View {
    func backyardBirdsDataContainer(inMemory: Bool = true) -> some View { self }
}
