import Vitro

/// A greeting that calls a modifier no SwiftUI has: the first error is "no member", and the
/// `.red` after it can only be reported as "cannot infer contextual base".
struct Greeting: View {
    var body: some View {
        Text("Hello").sparkle(.red)
    }
}

#Preview {
    Greeting()
}
