import Foundation

extension Font {
    /// The font in effect where it is used, as SwiftUI's `Font.default`: the environment's font
    /// (`font(_:)`), or the body style where none is set. Changes to it apply on top of that
    /// font: `.default.bold()` is the surrounding font in bold.
    public static var `default`: Font {
        var font = Font.body
        font.isEnvironmentDefault = true
        return font
    }

    /// This font with `Font.default` replaced by `surrounding` and this font's own changes
    /// (weight, italics, design, width, leading, size) applied on top of it; any other font as is.
    package func resolvingDefault(over surrounding: Font) -> Font {
        guard isEnvironmentDefault else { return self }
        var font = surrounding
        font.isEnvironmentDefault = false
        if let weight = weightValue { font.weightValue = weight }
        if isItalic { font.isItalic = true }
        if hasExplicitDesign {
            font.design = design
            font.hasExplicitDesign = true
        }
        if let width = widthValue { font.widthValue = width }
        if leadingValue != .standard { font.leadingValue = leadingValue }
        if let size = sizeOverride { font.sizeOverride = size }
        font.sizeScale *= sizeScale
        return font
    }
}

extension EnvironmentValues {
    /// The font text is drawn in: `own` (a run's font), else the environment's, else the body
    /// style, with `Font.default` standing for the environment's font.
    package func effectiveFont(_ own: Font? = nil) -> Font {
        let surrounding = font?.resolvingDefault(over: .body) ?? .body
        return own?.resolvingDefault(over: surrounding) ?? surrounding
    }
}
