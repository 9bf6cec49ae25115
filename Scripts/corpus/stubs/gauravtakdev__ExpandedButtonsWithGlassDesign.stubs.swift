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

