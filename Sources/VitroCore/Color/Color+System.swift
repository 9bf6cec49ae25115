import VitroColor

extension Color {
    /// Black, in sRGB.
    public static let black = Color(.sRGB, white: 0)
    /// White, in sRGB.
    public static let white = Color(.sRGB, white: 1)
    /// A fully transparent color.
    public static let clear = Color(.sRGB, white: 0, opacity: 0)

    /// The system red, adapting to light, dark and increased contrast.
    public static let red = Color(provider: .system(.red))
    /// The system orange, adapting to light, dark and increased contrast.
    public static let orange = Color(provider: .system(.orange))
    /// The system yellow, adapting to light, dark and increased contrast.
    public static let yellow = Color(provider: .system(.yellow))
    /// The system green, adapting to light, dark and increased contrast.
    public static let green = Color(provider: .system(.green))
    /// The system mint, adapting to light, dark and increased contrast.
    public static let mint = Color(provider: .system(.mint))
    /// The system teal, adapting to light, dark and increased contrast.
    public static let teal = Color(provider: .system(.teal))
    /// The system cyan, adapting to light, dark and increased contrast.
    public static let cyan = Color(provider: .system(.cyan))
    /// The system blue, adapting to light, dark and increased contrast.
    public static let blue = Color(provider: .system(.blue))
    /// The system indigo, adapting to light, dark and increased contrast.
    public static let indigo = Color(provider: .system(.indigo))
    /// The system purple, adapting to light, dark and increased contrast.
    public static let purple = Color(provider: .system(.purple))
    /// The system pink, adapting to light, dark and increased contrast.
    public static let pink = Color(provider: .system(.pink))
    /// The system brown, adapting to light, dark and increased contrast.
    public static let brown = Color(provider: .system(.brown))
    /// System gray.
    public static let gray = Color(provider: .system(.gray))

    /// The color of primary content: black in light mode, white in dark (UIKit's `label`).
    public static let primary = Color(provider: .semantic(.label))
    /// The color of secondary content (UIKit's `secondaryLabel`).
    public static let secondary = Color(provider: .semantic(.secondaryLabel))
    /// The app's accent color; system blue unless an asset says otherwise, which on Linux it cannot.
    public static let accentColor = Color(provider: .system(.blue))

    /// A system color or gray by its Vitro palette name. (Not an unlabeled initializer, so
    /// `Color(.label)` stays unambiguous for UIKit-style code.)
    public init(system: SystemColor) {
        self.init(provider: .system(system))
    }

    /// A semantic color by its Vitro palette name.
    public init(semantic: SemanticColor) {
        self.init(provider: .semantic(semantic))
    }
}
