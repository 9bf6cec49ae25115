/// The twelve system colors and the six system grays.
public enum SystemColor: String, Sendable, Hashable, CaseIterable, Codable {
    /// The twelve system colors.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    /// The six system grays, from `gray` (the darkest in light mode) to `gray6` (the lightest).
    case gray, gray2, gray3, gray4, gray5, gray6

    /// The twelve hues, without the grays.
    public static let hues: [SystemColor] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    ]

    /// The six grays.
    public static let grays: [SystemColor] = [.gray, .gray2, .gray3, .gray4, .gray5, .gray6]

    /// Whether the color is one of the six grays.
    public var isGray: Bool { Self.grays.contains(self) }

    /// The UIKit name (`systemRed`, `systemGray2`, …).
    public var uiKitName: String {
        "system" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
