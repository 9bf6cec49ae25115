// Stubs of the app's services used by SettingsView.swift (a Telegram client and CoreLocation
// wrapper), as ObservableObject singletons like the app's.
import Vitro

enum LocationAuthorization { case notDetermined, denied, restricted, authorizedWhenInUse, authorizedAlways }

final class TelegramService: ObservableObject {
    static let shared = TelegramService()
    @Published var isReady = true
    func logout() async throws {}
}

final class LocationService: ObservableObject {
    static let shared = LocationService()
    @Published var authorizationStatus: LocationAuthorization = .authorizedWhenInUse
    func requestPermission() {}
}

enum TelegramConfig {
    static var apiId: Int32 = 0
    static var apiHash: String = ""
}
