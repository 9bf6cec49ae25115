import Foundation
import VitroBase

/// The backdrop of the animation demos: a mesh gradient with a few hard shapes and fine lines,
/// so that glass refracting and materials blurring over it are easy to see, at any size.
struct AnimationBackdrop: View {
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width
            let h = proxy.size.height
            ZStack(alignment: .topLeading) {
                WallpaperMesh()
                Circle().fill(Color.yellow).frame(width: h * 0.7, height: h * 0.7).offset(x: w * 0.08, y: h * 0.5)
                Circle().fill(Color.mint).frame(width: h * 0.5, height: h * 0.5).offset(x: w * 0.7, y: h * 0.05)
                HStack(spacing: 14) {
                    ForEach(0..<Int(w / 17) + 1, id: \.self) { _ in
                        Rectangle().fill(Color.white.opacity(0.45)).frame(width: 3)
                    }
                }
                .frame(width: w, height: h, alignment: .leading)
            }
            .frame(width: w, height: h)
            .clipped()
        }
    }
}
