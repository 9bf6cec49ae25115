// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import VitroColor

    /// The UIKit colors iOS code reaches through `Color(uiColor:)` and `Color(.secondaryLabel)`,
    /// so such code compiles unchanged with `import Vitro` on platforms without UIKit.
    ///
    /// Only what a `Color` needs is here: the system colors and grays, the label, fill,
    /// background, separator and link colors (all adapting to light, dark and increased
    /// contrast), and fixed colors from components.
    public struct UIColor: Hashable, Sendable {
        let color: Color

        init(_ color: Color) {
            self.color = color
        }

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            color = Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }

        public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
            color = Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
        }

        public init(white: Double, alpha: Double) {
            color = Color(.sRGB, white: white, opacity: alpha)
        }

        public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
            color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
        }

        public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(color.opacity(alpha)) }

        public static let black = UIColor(Color.black)
        public static let white = UIColor(Color.white)
        public static let clear = UIColor(Color.clear)

        public static let systemRed = UIColor(Color(system: .red))
        public static let systemOrange = UIColor(Color(system: .orange))
        public static let systemYellow = UIColor(Color(system: .yellow))
        public static let systemGreen = UIColor(Color(system: .green))
        public static let systemMint = UIColor(Color(system: .mint))
        public static let systemTeal = UIColor(Color(system: .teal))
        public static let systemCyan = UIColor(Color(system: .cyan))
        public static let systemBlue = UIColor(Color(system: .blue))
        public static let systemIndigo = UIColor(Color(system: .indigo))
        public static let systemPurple = UIColor(Color(system: .purple))
        public static let systemPink = UIColor(Color(system: .pink))
        public static let systemBrown = UIColor(Color(system: .brown))
        public static let systemGray = UIColor(Color(system: .gray))
        public static let systemGray2 = UIColor(Color(system: .gray2))
        public static let systemGray3 = UIColor(Color(system: .gray3))
        public static let systemGray4 = UIColor(Color(system: .gray4))
        public static let systemGray5 = UIColor(Color(system: .gray5))
        public static let systemGray6 = UIColor(Color(system: .gray6))

        public static let label = UIColor(Color(semantic: .label))
        public static let secondaryLabel = UIColor(Color(semantic: .secondaryLabel))
        public static let tertiaryLabel = UIColor(Color(semantic: .tertiaryLabel))
        public static let quaternaryLabel = UIColor(Color(semantic: .quaternaryLabel))
        public static let quinaryLabel = UIColor(Color(semantic: .quinaryLabel))
        public static let placeholderText = UIColor(Color(semantic: .placeholderText))
        public static let separator = UIColor(Color(semantic: .separator))
        public static let opaqueSeparator = UIColor(Color(semantic: .opaqueSeparator))
        public static let link = UIColor(Color(semantic: .link))
        public static let systemFill = UIColor(Color(semantic: .systemFill))
        public static let secondarySystemFill = UIColor(Color(semantic: .secondarySystemFill))
        public static let tertiarySystemFill = UIColor(Color(semantic: .tertiarySystemFill))
        public static let quaternarySystemFill = UIColor(Color(semantic: .quaternarySystemFill))
        public static let systemBackground = UIColor(Color(semantic: .systemBackground))
        public static let secondarySystemBackground = UIColor(Color(semantic: .secondarySystemBackground))
        public static let tertiarySystemBackground = UIColor(Color(semantic: .tertiarySystemBackground))
        public static let systemGroupedBackground = UIColor(Color(semantic: .systemGroupedBackground))
        public static let secondarySystemGroupedBackground = UIColor(Color(semantic: .secondarySystemGroupedBackground))
        public static let tertiarySystemGroupedBackground = UIColor(Color(semantic: .tertiarySystemGroupedBackground))
    }

    extension Color {
        /// A color from a UIKit color, as on iOS.
        public init(uiColor: UIColor) {
            self = uiColor.color
        }

        /// A color from a UIKit color, as on iOS: `Color(.secondaryLabel)`.
        public init(_ uiColor: UIColor) {
            self = uiColor.color
        }
    }
#endif
