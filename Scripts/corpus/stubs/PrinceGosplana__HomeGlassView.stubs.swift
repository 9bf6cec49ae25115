// Stubs of the app's own view used by HomeGlassView.swift (a UIKit UIVisualEffectView wrapper in
// the app; here a clear view).
import Vitro

struct TransparentBlurView: View {
    var removeAllFilters = false
    var body: some View { Color.clear }
}

/// The app's asset color "BG", as Xcode generates its accessor.
extension ShapeStyle where Self == Color {
    static var BG: Color { Color(red: 0.11, green: 0.12, blue: 0.2) }
}

/// The app's GlassBackgroundView.swift, which shows this screen.
struct GlassBackgroundView: View {
    var body: some View { HomeGlassView() }
}
