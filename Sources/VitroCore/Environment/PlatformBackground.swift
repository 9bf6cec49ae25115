import Foundation

/// Fills its frame with a platform background (`PlatformTraits/Background`), to the edges of
/// the safe area and beyond.
struct PlatformBackground: View {
    let background: PlatformTraits.Background

    var body: some View {
        switch background {
        case .systemBackground:
            Color(semantic: .systemBackground).ignoresSafeArea()
        case .black:
            Color.black.ignoresSafeArea()
        case .material(let material):
            Rectangle().fill(material).ignoresSafeArea()
        case .glass:
            // The visionOS window: glass over what lies behind it, in the window's shape.
            Color.clear.glassBackgroundEffect(in: ContainerRelativeShape()).ignoresSafeArea()
        }
    }
}

/// What a full-screen modal sits on: the platform's modal background (a material on watchOS,
/// the system background on iOS).
package struct FullScreenModalBackground: View {
    @Environment(\.platform) private var platform

    package init() {}

    package var body: some View {
        PlatformBackground(background: PlatformTraits.of(platform).fullScreenModalBackground)
    }
}

/// The platform's focus effect on a focusable element: on tvOS a focused element lifts onto
/// interactive Liquid Glass ("adopt standard focus APIs",
/// docs/reference/seeds.md#adopting-liquid-glass); elsewhere nothing changes.
package struct PlatformFocusEffect: ViewModifier {
    @Environment(\.platform) private var platform
    @Environment(\.isFocused) private var isFocused

    package init() {}

    package func body(content: Content) -> some View {
        if isFocused && PlatformTraits.of(platform).focusEffect == .liquidGlass {
            // At its ideal size: the platter grows around the label, never squeezing it.
            content.fixedSize()
                .padding(.horizontal, 24).padding(.vertical, 12)
                .glassEffect(.regular.interactive(), in: Capsule())
                .scaleEffect(PlatformFocusEffect.focusedScale)
        } else {
            content
        }
    }

    /// How much a focused element grows on tvOS: Vitro's reading of tvOS's focus lift.
    static let focusedScale: CGFloat = 1.1
}

/// A window's background on its platform, under the content: the system background on iOS,
/// glass on visionOS, black on watchOS; on macOS the window background material with the
/// titlebar material across the title bar (`titlebarHeight` points, the window's top inset).
package struct PlatformWindowBackground: View {
    let titlebarHeight: CGFloat
    @Environment(\.platform) private var platform

    package init(titlebarHeight: CGFloat) { self.titlebarHeight = titlebarHeight }

    package var body: some View {
        let traits = PlatformTraits.of(platform)
        ZStack(alignment: .top) {
            PlatformBackground(background: traits.windowBackground)
            if let titlebar = traits.titlebarMaterial, titlebarHeight > 0 {
                VStack(spacing: 0) {
                    Rectangle().fill(titlebar).frame(height: titlebarHeight)
                    Spacer(minLength: 0)
                }
                .ignoresSafeArea()
            }
        }
    }
}
