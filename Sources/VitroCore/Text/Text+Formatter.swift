import Foundation

extension Text {
    /// The text `formatter` makes of `subject` (empty when it makes none).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The text `formatter` makes of `subject` (empty when it makes none).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates what `formatter` makes of `subject`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        appendLiteral(formatter.string(for: subject) ?? "")
    }

    /// Interpolates what `formatter` makes of `subject`.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        appendLiteral(formatter.string(for: subject) ?? "")
    }
}
