// Stubs of the app's own type used by RPSSettingsView.swift: the names of its settings in
// UserDefaults.
import Foundation

enum UserDefaultKeys {
    static let hapticsEnabled = "hapticsEnabled"
}
