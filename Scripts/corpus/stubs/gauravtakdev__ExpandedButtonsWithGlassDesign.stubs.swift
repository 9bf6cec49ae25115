// Stubs of the app's own helpers used by ExpandedButtonsWithGlassDesign.swift. The helpers use
// the SwiftUI modifiers the app's own do.
import Vitro

extension View {
    func glassCircleButton(diameter: CGFloat = 72, tint: Color = .white) -> some View {
        foregroundStyle(tint).frame(width: diameter, height: diameter).contentShape(Circle())
            .glassEffect(.clear.interactive()).clipShape(Circle())
    }

    func actionIcon(font: Font = .title) -> some View {
        self.font(font).contentTransition(.symbolEffect(.replace))
    }
}

/// The app's parent view, as its ActionButtons view shows this one: expanded, in a glass
/// container, under the namespace the parent owns.
struct ExpandedButtonsWithGlassDesignHost: View {
    @State private var isSaved = true
    @State private var isLiked = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            ExpandedButtonsWithGlassDesign(isSaved: $isSaved, isLiked: $isLiked, namespace: namespace)
        }
        .padding()
    }
}

// corpus: render ExpandedButtonsWithGlassDesignHost()
