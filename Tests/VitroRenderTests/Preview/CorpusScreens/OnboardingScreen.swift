// An onboarding page: a paged TabView of feature cards and a prominent continue button.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import Vitro
#endif

struct Feature: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

struct FeaturePage: View {
    let feature: Feature

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: feature.symbol)
                .symbolRenderingMode(.hierarchical)
                .font(.system(size: 72))
                .foregroundStyle(.blue)
            Text(feature.title).font(.title.bold()).multilineTextAlignment(.center)
            Text(feature.detail).foregroundStyle(.secondary).multilineTextAlignment(.center)
        }
        .padding(32)
    }
}

struct OnboardingScreen: View {
    @State private var page = 0
    private let features = [
        Feature(symbol: "sparkles", title: "Welcome", detail: "Everything you write, in one place."),
        Feature(symbol: "lock.shield", title: "Private", detail: "Your notes stay on your devices."),
        Feature(symbol: "icloud", title: "Synced", detail: "Pick up where you left off."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(features.indices, id: \.self) { index in
                    FeaturePage(feature: features[index]).tag(index)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button {
                page = min(page + 1, features.count - 1)
            } label: {
                Text("Continue").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
    }
}

#Preview {
    OnboardingScreen()
}
