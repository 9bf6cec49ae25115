import VitroBase

/// An app's accent color with a light and a dark variant, as an asset catalog gives one: the
/// demo apps' tint where iOS's own blue is too light for small text in light mode.
///
/// iOS 26's systemBlue (#0088FF) is 3.5:1 on white and below 3:1 on gray fills and glass, under
/// WCAG's 4.5:1 for text under 18 pt; the HIG asks an app's colors to reach it in both
/// appearances. In light the tint is the blue iOS 13–18 draw with Increase Contrast (#0040DD,
/// 7.6:1 on white), in dark iOS's own. On a Mac the tint fills buttons under white 13 pt labels in
/// both appearances (the alert's default button, a sheet's prominent one; a form's buttons are
/// push buttons in the label color), so the deep blue serves dark too: white on the dark
/// systemBlue is 3.1:1.
struct LegibleTint: View {
    static let light = Color(Palette.iOS13.color(.blue, .increasedContrastLight))

    let content: AnyView
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.platform) private var platform

    var body: some View {
        // visionOS and watchOS draw their windows and screens dark whatever the scheme.
        let isDark =
            (colorScheme == .dark && platform != .macOS) || platform == .visionOS || platform == .watchOS
        content.tint(isDark ? Color.blue : Self.light)
    }
}

extension View {
    /// This view tinted with ``LegibleTint``.
    func legibleTint() -> some View { LegibleTint(content: AnyView(self)) }
}
