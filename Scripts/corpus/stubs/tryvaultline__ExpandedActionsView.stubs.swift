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

