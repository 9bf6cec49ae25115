import Foundation
import VitroSymbols

/// Modifiers with no effect on a still image: keyboards, refresh, search, focus, submission,
/// haptics, the status bar and symbol animation. Each compiles with SwiftUI's signature and is
/// recorded on the view's node by name (the host's `layoutDescription` lists them), so a
/// pasted screen renders and an audit can see what it asked for.
extension View {
    /// Animates an SF Symbol while `isActive` (recorded; symbols are drawn at rest).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        record("symbolEffect(\(effect.name))")
    }

    /// Animates an SF Symbol each time `value` changes (recorded; symbols are drawn at rest).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        record("symbolEffect(\(effect.name))")
    }

    /// Removes symbol effects (recorded).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { record("symbolEffectsRemoved") }

    /// Pull to refresh (recorded: a list at rest shows no refresh control); the action is the
    /// content's `EnvironmentValues/refresh`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        record("refreshable").environmentChange { $0[RefreshActionKey.self] = RefreshAction(action: action) }
    }

    /// The keyboard a text field asks for (recorded: no keyboard is drawn).
    public func keyboardType(_ type: UIKeyboardType) -> some View { record("keyboardType(.\(type))") }

    /// The return key's label (recorded: no keyboard is drawn).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { record("submitLabel(.\(submitLabel))") }

    /// Runs `action` when a text field submits (recorded; the host does not submit).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        record("onSubmit")
    }

    /// Automatic capitalization of typed text (recorded).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        record("textInputAutocapitalization(\(autocapitalization.map { ".\($0.name)" } ?? "nil"))")
    }

    /// The older form of `textInputAutocapitalization(_:)` (recorded).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        record("autocapitalization(.\(style))")
    }

    /// Turns autocorrection off (recorded).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        record("autocorrectionDisabled(\(disable))")
    }

    /// The older form of `autocorrectionDisabled(_:)` (recorded).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        record("autocorrectionDisabled(\(disable ?? false))")
    }

    /// What a text field holds, for AutoFill (recorded).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        record("textContentType(\(textContentType?.rawValue ?? "nil"))")
    }

    /// How scrolling dismisses the keyboard (recorded).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        record("scrollDismissesKeyboard(.\(mode))")
    }

    /// Hides the status bar (recorded: Vitro draws no status bar unless a device frame does).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { record("statusBarHidden(\(hidden))") }

    /// The older form of `statusBarHidden(_:)` (recorded).
    public func statusBar(hidden: Bool) -> some View { record("statusBarHidden(\(hidden))") }

    /// Whether the view can take focus (recorded).
    public func focusable(_ isFocusable: Bool = true) -> some View { record("focusable(\(isFocusable))") }

    /// Disables the interactive dismissal of a sheet (recorded).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        record("interactiveDismissDisabled(\(isDisabled))")
    }
}

/// A keyboard layout, as UIKit's `UIKeyboardType` (recorded by ``View/keyboardType(_:)``).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    /// A decimal pad, a Twitter keyboard, a web search keyboard, and an ASCII number pad.
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The older capitalization styles, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitalization, or capitalizing words, sentences, or every character.
    case none, words, sentences, allCharacters
}

/// What a text field holds, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public let rawValue: String
    /// A content type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code, such as one sent by text message.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// Automatic capitalization, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// Never capitalize automatically.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalize the first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalize the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalize every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label, as SwiftUI's `SubmitLabel`.
public enum SubmitLabel: Sendable {
    /// The return key's labels: Done, Go, Send, Join, Route, Search, Return, Next and Continue.
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// What submits, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers as bits.
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public enum ScrollDismissesKeyboardMode: Sendable {
    /// The platform's default, dismissing when scrolling starts, dismissing as the scroll follows
    /// the finger, or never.
    case automatic, immediately, interactively, never
}
