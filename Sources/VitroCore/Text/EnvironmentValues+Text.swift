import Foundation

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct UnderlineKey: EnvironmentKey { static let defaultValue = false }
struct StrikethroughKey: EnvironmentKey { static let defaultValue = false }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The default font of text in this environment (`.body` when nil).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    var italic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    var underline: Bool {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var strikethrough: Bool {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }

    /// The most lines text may use; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The dynamic type size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Upper- or lowercasing applied to text (`.textCase(_:)`).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
