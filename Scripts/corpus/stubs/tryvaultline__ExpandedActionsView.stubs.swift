// Stubs of the app's own helpers used by ExpandedActionsView.swift. The helpers use the SwiftUI
// modifiers the app's own do.
import Vitro

extension View {
    func glassCircleButton(diameter: CGFloat = 56, tint: Color = .white, isActive: Bool = false) -> some View {
        foregroundStyle(tint).frame(width: diameter, height: diameter)
            .background(isActive ? .white.opacity(0.2) : .black.opacity(0.75))
            .glassEffect(.clear.interactive()).clipShape(Circle())
            .overlay { Circle().strokeBorder(.white.opacity(0.15), lineWidth: 1) }
            .contentShape(Circle())
    }

    func actionIcon(font: Font = .title3) -> some View {
        self.font(font).contentTransition(.symbolEffect(.replace))
    }
}


/// The app's parent view, as its ActionButtons view shows this one: expanded, in a glass
/// container, under the namespace the parent owns.
struct ExpandedActionsViewHost: View {
    @State private var isSaved = true
    @State private var isLiked = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            ExpandedActionsView(isSaved: $isSaved, isLiked: $isLiked, namespace: namespace)
        }
        .padding()
    }
}

// corpus: render ExpandedActionsViewHost()
