import Foundation
import VitroBase

/// SwiftUI's glass toggle example (docs/reference/seeds.md#glass-api)
/// (`GlassEffectContainer(spacing: 40)` with a pencil and an eraser that grows out of it), over a
/// gradient with fine lines: `vitro demo` taps "Toggle" in a `ViewHost` and writes the transition,
/// `renderTransition(fps: 60)`, as an animated PNG.
struct GlassToggleDemo: View {
    @State private var isExpanded: Bool = false
    @Namespace private var namespace

    var body: some View {
        VStack(spacing: 24) {
            GlassEffectContainer(spacing: 40.0) {
                HStack(spacing: 40.0) {
                    Image(systemName: "scribble.variable")
                        .frame(width: 80.0, height: 80.0)
                        .font(.system(size: 36))
                        .glassEffect()
                        .glassEffectID("pencil", in: namespace)

                    if isExpanded {
                        Image(systemName: "eraser.fill")
                            .frame(width: 80.0, height: 80.0)
                            .font(.system(size: 36))
                            .glassEffect()
                            .glassEffectID("eraser", in: namespace)
                    }
                }
            }
            .frame(width: 200, height: 80)

            Button("Toggle") {
                withAnimation {
                    isExpanded.toggle()
                }
            }
            .buttonStyle(.glass)
        }
        .frame(width: 320, height: 220)
        .background(AnimationBackdrop())
        .clipped()
    }

    /// Every frame of the toggle's transition at `fps`, as SwiftUI's glass example runs it
    /// (docs/reference/seeds.md#glass-api).
    @MainActor
    static func frames(scale: CGFloat, fps: Int) throws -> [RasterImage] {
        let host = ViewHost(GlassToggleDemo())
        host.scale = scale
        try host.tap("Toggle")
        return try host.renderTransition(fps: fps)
    }
}
