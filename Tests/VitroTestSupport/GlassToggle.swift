import Foundation
import Vitro

/// SwiftUI's glass toggle example (docs/reference/seeds.md#glass-api): a pencil and, when the
/// toolbox is expanded, an eraser beside it, inside a `GlassEffectContainer` of spacing 40 over
/// black. The glass morph tests watch the eraser grow out of the pencil; the host's frame reuse
/// and Reduce Motion tests draw the same change.
@MainActor
public enum GlassToggle {
    /// The scene's size in points, drawn at 1×.
    public static let size = CGSize(width: 300, height: 140)

    /// Black, under nearly opaque glass: pieces of glass are light over it.
    public static var blackBackdrop: some View {
        GlassScene.backdrop(width: Int(size.width), height: Int(size.height), scale: 1) { _, _ in RGBColor(0, 0, 0) }
    }

    /// The pencil, and the eraser when `toolbox` is expanded, over `blackBackdrop`.
    public struct Tools: View {
        let toolbox: Toolbox
        @Namespace var namespace

        /// The tools of `toolbox`.
        public init(toolbox: Toolbox) { self.toolbox = toolbox }

        /// The glass pieces in their container over the backdrop.
        public var body: some View {
            ZStack {
                GlassToggle.blackBackdrop
                GlassEffectContainer(spacing: 40.0) {
                    HStack(spacing: 40.0) {
                        Color.clear.frame(width: 80.0, height: 80.0).glassEffect()
                            .glassEffectID("pencil", in: namespace)
                        if toolbox.isExpanded {
                            Color.clear.frame(width: 80.0, height: 80.0).glassEffect()
                                .glassEffectID("eraser", in: namespace)
                        }
                    }
                }
                // Nearly opaque glass (Reduce Transparency), so that pieces of glass are told from the
                // backdrop: glass this small barely changes what lies beneath in the default look.
                .environment(\.accessibilityReduceTransparency, true)
            }
            .frame(width: GlassToggle.size.width, height: GlassToggle.size.height)
        }
    }

    /// The scene at rest, collapsed or `expanded`.
    public static func still(_ expanded: Bool) throws -> Pixmap {
        let toolbox = Toolbox()
        toolbox.isExpanded = expanded
        return try ImageRenderer(content: Tools(toolbox: toolbox)).renderPixmap()
    }

    /// Peak signal-to-noise ratio of two images of one size (dB; infinity when identical).
    public static func psnr(_ a: Pixmap, _ b: Pixmap) -> Double {
        var sum = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y]
                let q = b[x, y]
                for k in 0..<3 {
                    let d = Double(p[k]) - Double(q[k])
                    sum += d * d
                }
            }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
