import Foundation

extension TextInputAutocapitalization {
    /// The capitalization that UIKit's `type` names (nil for none that SwiftUI names), as
    /// SwiftUI's `init(_:)`.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
