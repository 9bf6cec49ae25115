import Foundation

#if !canImport(Darwin)
    // Foundation on Linux has `PersonNameComponents` but not its format style, which SwiftUI
    // code reaches through `Text(name, format: .name(style: .short))` and
    // `.list(memberStyle: .name(style: .abbreviated), type: .and)`. This is that style, with
    // the name order of English (given, middle, family): Foundation's locale-aware orders
    // are not there to follow.
    extension PersonNameComponents {
        /// Formats a person's name, as Foundation's `PersonNameComponents.FormatStyle` (given
        /// name first, whatever the locale).
        public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
            /// How much of the name is written.
            public enum Style: Int, Codable, Hashable, Sendable {
                /// The nickname, else the given name ("Tom").
                case short = 1
                /// Given and family name ("Thomas Clark").
                case medium = 2
                /// Every component but the nickname ("Dr. Thomas Louis Clark Esq.").
                case long = 3
                /// The initials of the given and family names ("TC").
                case abbreviated = 4
            }

            /// How much of the name is written.
            public var style: Style
            /// The locale (kept; the order is English's).
            public var locale: Locale

            /// A name style; medium by default.
            public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
                self.style = style
                self.locale = locale
            }

            /// This style with `locale`.
            public func locale(_ locale: Locale) -> Self {
                var copy = self
                copy.locale = locale
                return copy
            }

            /// The name written in this style; empty when the components are.
            public func format(_ value: PersonNameComponents) -> String {
                func join(_ parts: [String?]) -> String {
                    parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
                }
                switch style {
                case .short:
                    return value.nickname ?? value.givenName ?? value.familyName ?? ""
                case .medium:
                    return join([value.givenName, value.familyName])
                case .long:
                    return join([
                        value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix,
                    ])
                case .abbreviated:
                    return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined()
                }
            }
        }

        /// The name in the medium style ("Thomas Clark").
        public func formatted() -> String { FormatStyle().format(self) }

        /// The name in `style`.
        public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
        where S.FormatInput == PersonNameComponents {
            style.format(self)
        }
    }

    extension FormatStyle where Self == PersonNameComponents.FormatStyle {
        /// A person's name in `style`.
        public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
            PersonNameComponents.FormatStyle(style: style)
        }
    }
#endif
