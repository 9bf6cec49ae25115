// Stubs of the app's own view used by AnimatableMacroExample.swift (its placeholder for older systems).
import Vitro

struct FutureFeatureView: View {
    var body: some View { Text("Requires a newer system") }
}
