// Stubs of the app's own helpers used by RatingSheet.swift. The helper uses the SwiftUI modifiers
// the app's own does; haptics do nothing here.
import Vitro

enum HapticFeedback {
    static func selection() {}
    static func success() {}
}

extension View {
    func glassRatingCell(isSelected: Bool) -> some View {
        font(.headline.monospacedDigit()).foregroundStyle(isSelected ? .black : .white)
            .frame(maxWidth: .infinity).frame(height: 48)
            .background(isSelected ? .white : .black.opacity(0.75))
            .glassEffect(.clear.interactive())
            .clipShape(RoundedRectangle(cornerRadius: 15, style: .continuous))
    }
}

// The app presents its sheets over its dark player (white text on the sheet); a score chosen.
// corpus: render RatingSheet(rating: .constant(7)).background(Color.black)
