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

        /// A fixed color from sRGB components and an alpha, each 0…1.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            color = Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }

        /// A fixed color from Display P3 components and an alpha, each 0…1.
        public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
            color = Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
        }

        /// A fixed gray of `white` (0 black … 1 white) and an alpha.
        public init(white: Double, alpha: Double) {
            color = Color(.sRGB, white: white, opacity: alpha)
        }

        /// A fixed color from hue, saturation and brightness (sRGB) and an alpha, each 0…1.
        public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
            color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
        }

        /// The same color at opacity `alpha`.
        public func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(color.opacity(alpha)) }

        /// Black.
        public static let black = UIColor(Color.black)
        /// White.
        public static let white = UIColor(Color.white)
        /// A fully transparent color.
        public static let clear = UIColor(Color.clear)

        // UIKit's fixed colors (UIColor's documentation gives each one's sRGB components or white
        // level); unlike the system colors they do not adapt to dark or increased contrast.
        /// sRGB (1, 0, 0).
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// sRGB (0, 1, 0).
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// sRGB (0, 0, 1).
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// sRGB (0, 1, 1).
        public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        /// sRGB (1, 1, 0).
        public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        /// sRGB (1, 0, 1).
        public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        /// sRGB (1, 0.5, 0).
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// sRGB (0.5, 0, 0.5).
        public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        /// sRGB (0.6, 0.4, 0.2).
        public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        /// White level 0.5.
        public static let gray = UIColor(white: 0.5, alpha: 1)
        /// White level 1/3.
        public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
        /// White level 2/3.
        public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)

        /// The system red color, adapting to light, dark and increased contrast.
        public static let systemRed = UIColor(Color(system: .red))
        /// The system orange color, adapting to light, dark and increased contrast.
        public static let systemOrange = UIColor(Color(system: .orange))
        /// The system yellow color, adapting to light, dark and increased contrast.
        public static let systemYellow = UIColor(Color(system: .yellow))
        /// The system green color, adapting to light, dark and increased contrast.
        public static let systemGreen = UIColor(Color(system: .green))
        /// The system mint color, adapting to light, dark and increased contrast.
        public static let systemMint = UIColor(Color(system: .mint))
        /// The system teal color, adapting to light, dark and increased contrast.
        public static let systemTeal = UIColor(Color(system: .teal))
        /// The system cyan color, adapting to light, dark and increased contrast.
        public static let systemCyan = UIColor(Color(system: .cyan))
        /// The system blue color, adapting to light, dark and increased contrast.
        public static let systemBlue = UIColor(Color(system: .blue))
        /// The system indigo color, adapting to light, dark and increased contrast.
        public static let systemIndigo = UIColor(Color(system: .indigo))
        /// The system purple color, adapting to light, dark and increased contrast.
        public static let systemPurple = UIColor(Color(system: .purple))
        /// The system pink color, adapting to light, dark and increased contrast.
        public static let systemPink = UIColor(Color(system: .pink))
        /// The system brown color, adapting to light, dark and increased contrast.
        public static let systemBrown = UIColor(Color(system: .brown))
        /// The system gray color, adapting to light, dark and increased contrast.
        public static let systemGray = UIColor(Color(system: .gray))
        /// The system gray 2 color, adapting to light, dark and increased contrast.
        public static let systemGray2 = UIColor(Color(system: .gray2))
        /// The system gray 3 color, adapting to light, dark and increased contrast.
        public static let systemGray3 = UIColor(Color(system: .gray3))
        /// The system gray 4 color, adapting to light, dark and increased contrast.
        public static let systemGray4 = UIColor(Color(system: .gray4))
        /// The system gray 5 color, adapting to light, dark and increased contrast.
        public static let systemGray5 = UIColor(Color(system: .gray5))
        /// The system gray 6 color, adapting to light, dark and increased contrast.
        public static let systemGray6 = UIColor(Color(system: .gray6))

        /// The label color of iOS, adapting to light, dark and increased contrast.
        public static let label = UIColor(Color(semantic: .label))
        /// The secondary label color of iOS, adapting to light, dark and increased contrast.
        public static let secondaryLabel = UIColor(Color(semantic: .secondaryLabel))
        /// The tertiary label color of iOS, adapting to light, dark and increased contrast.
        public static let tertiaryLabel = UIColor(Color(semantic: .tertiaryLabel))
        /// The quaternary label color of iOS, adapting to light, dark and increased contrast.
        public static let quaternaryLabel = UIColor(Color(semantic: .quaternaryLabel))
        /// The quinary label color of iOS, adapting to light, dark and increased contrast.
        public static let quinaryLabel = UIColor(Color(semantic: .quinaryLabel))
        /// The placeholder text color of iOS, adapting to light, dark and increased contrast.
        public static let placeholderText = UIColor(Color(semantic: .placeholderText))
        /// The separator color of iOS, adapting to light, dark and increased contrast.
        public static let separator = UIColor(Color(semantic: .separator))
        /// The opaque separator color of iOS, adapting to light, dark and increased contrast.
        public static let opaqueSeparator = UIColor(Color(semantic: .opaqueSeparator))
        /// The link color of iOS, adapting to light, dark and increased contrast.
        public static let link = UIColor(Color(semantic: .link))
        /// The system fill color of iOS, adapting to light, dark and increased contrast.
        public static let systemFill = UIColor(Color(semantic: .systemFill))
        /// The secondary system fill color of iOS, adapting to light, dark and increased contrast.
        public static let secondarySystemFill = UIColor(Color(semantic: .secondarySystemFill))
        /// The tertiary system fill color of iOS, adapting to light, dark and increased contrast.
        public static let tertiarySystemFill = UIColor(Color(semantic: .tertiarySystemFill))
        /// The quaternary system fill color of iOS, adapting to light, dark and increased contrast.
        public static let quaternarySystemFill = UIColor(Color(semantic: .quaternarySystemFill))
        /// The system background color of iOS, adapting to light, dark and increased contrast.
        public static let systemBackground = UIColor(Color(semantic: .systemBackground))
        /// The secondary system background color of iOS, adapting to light, dark and increased
        /// contrast.
        public static let secondarySystemBackground = UIColor(Color(semantic: .secondarySystemBackground))
        /// The tertiary system background color of iOS, adapting to light, dark and increased
        /// contrast.
        public static let tertiarySystemBackground = UIColor(Color(semantic: .tertiarySystemBackground))
        /// The system grouped background color of iOS, adapting to light, dark and increased
        /// contrast.
        public static let systemGroupedBackground = UIColor(Color(semantic: .systemGroupedBackground))
        /// The secondary system grouped background color of iOS, adapting to light, dark and
        /// increased contrast.
        public static let secondarySystemGroupedBackground = UIColor(Color(semantic: .secondarySystemGroupedBackground))
        /// The tertiary system grouped background color of iOS, adapting to light, dark and
        /// increased contrast.
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
