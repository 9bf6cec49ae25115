// Stubs of the app's own helpers used by TypingStatusView.swift; haptics do nothing here.
import Vitro

enum HapticFeedback {
    static func typing() {}
    static func erase() {}
}

extension View {
    func maxSurface(cornerRadius: CGFloat = 24, emphasized: Bool = false) -> some View {
        background(Color.white.opacity(emphasized ? 0.12 : 0.08), in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(Color.white.opacity(emphasized ? 0.18 : 0.09), lineWidth: 1)
            }
    }
}

// The file has no preview; this names what to render.
// corpus: render TypingStatusView(seedMessage: "Typing a reply…").padding().background(Color.black)
