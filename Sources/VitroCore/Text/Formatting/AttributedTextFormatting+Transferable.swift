import Foundation

extension AttributedTextFormatting {
    /// Attributed text to drag, copy or export, as SwiftUI's `AttributedTextFormatting.Transferable`:
    /// the text constrained by the environment's formatting definition, exported as its
    /// characters.
    public struct Transferable: VitroCore.Transferable, Sendable {
        /// The text, constrained by the definition of the environment it was made in.
        package let text: AttributedString

        /// `text` as it reads in `environment`: the environment's formatting definition is
        /// applied first.
        public init(text: AttributedString, in environment: EnvironmentValues) {
            self.text = environment.attributedTextFormatting?.constrained(text) ?? text
        }

        /// Exported as the text's characters.
        public static var transferRepresentation: some TransferRepresentation<Self> {
            ProxyRepresentation<Self, String>(exporting: { String($0.text.characters) })
        }
    }
}

extension AttributedString {
    /// The text of a transferred value, constrained by `environment`'s formatting definition, as
    /// SwiftUI's `AttributedString(transferable:in:)`.
    public init(transferable: AttributedTextFormatting.Transferable, in environment: EnvironmentValues) throws {
        self = environment.attributedTextFormatting?.constrained(transferable.text) ?? transferable.text
    }
}
