import VitroColor

extension Color {
    public static let black = Color(.sRGB, white: 0)
    public static let white = Color(.sRGB, white: 1)
    public static let clear = Color(.sRGB, white: 0, opacity: 0)

    public static let red = Color(provider: .system(.red))
    public static let orange = Color(provider: .system(.orange))
    public static let yellow = Color(provider: .system(.yellow))
    public static let green = Color(provider: .system(.green))
    public static let mint = Color(provider: .system(.mint))
    public static let teal = Color(provider: .system(.teal))
    public static let cyan = Color(provider: .system(.cyan))
    public static let blue = Color(provider: .system(.blue))
    public static let indigo = Color(provider: .system(.indigo))
    public static let purple = Color(provider: .system(.purple))
    public static let pink = Color(provider: .system(.pink))
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
