import Foundation

extension GraphicsContext.Shading {
    /// A copy of what is already drawn behind the filled shape, as SwiftUI's `backdrop`: the
    /// canvas's own drawing and the views beneath it. On its own it changes nothing; under the
    /// context's filters and blend mode it draws the background filtered or blended with
    /// itself (a blurred or inverted window onto it).
    public static var backdrop: GraphicsContext.Shading {
        // A backdrop effect with no blur, saturation change or tint: the pixels beneath, copied.
        .style(Material.custom(blur: 0, saturation: 1, tint: .clear))
    }
}
