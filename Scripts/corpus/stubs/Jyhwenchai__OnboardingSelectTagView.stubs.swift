// Stubs of the app's own helper used by OnboardingSelectTagView.swift.
import Vitro

extension Color {
    /// The app's hex color initializer ("RRGGBB").
    init(hex: String) {
        let value = Int(hex, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
