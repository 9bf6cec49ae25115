// Stubs of the app's own views used by SettingsView.swift (its legal pages).
import Vitro

struct TermsOfUseView: View {
    var body: some View { Text("Terms of Use") }
}

struct PrivacyPolicyView: View {
    var body: some View { Text("Privacy Policy") }
}

/// The app's constants.
enum Constants {
    static let appStoreId = "0"
}
