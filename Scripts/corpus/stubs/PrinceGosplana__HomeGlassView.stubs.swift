// Stubs of the app's own view used by HomeGlassView.swift (a UIKit UIVisualEffectView wrapper in
// the app; here a clear view).
import Vitro

struct TransparentBlurView: View {
    var removeAllFilters = false
    var body: some View { Color.clear }
}
