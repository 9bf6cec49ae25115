import Foundation
import Observation
import OpenCombine

extension View {
    /// Sets an environment value for this view and its children.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange { $0[keyPath: keyPath] = value }
    }

    /// Sets the color scheme (in Vitro, of this view and its children) and states it as the
    /// view's ``PreferredColorSchemeKey`` preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
            .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// Sets the style of the view's foreground content: text, symbols, strokes and fills that use
    /// the foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return environmentChange { $0.foregroundStyle = s }
    }

    /// Sets the color of the view's foreground content (SwiftUI's older form of
    /// `foregroundStyle(_:)`); `nil` leaves it unchanged.
    public func foregroundColor(_ color: Color?) -> some View {
        environmentChange { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
    }

    /// Sets the tint of controls and the accent of the view's content; `nil` leaves it unchanged.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let s = tint.map { AnyShapeStyle($0) }
        return environmentChange { $0.tint = s }
    }

    /// Sets the tint of controls and the accent of the view's content to `tint`.
    public func tint(_ tint: Color?) -> some View {
        environmentChange { $0.tint = tint.map { AnyShapeStyle($0) } }
    }

    /// Sets the font of text in the view; `nil` uses the body style.
    public func font(_ font: Font?) -> some View {
        environmentChange { $0.font = font?.resolvingDefault(over: $0.effectiveFont()) }
    }
    /// Sets the weight of text in the view; `nil` leaves the font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }
    /// Makes text in the view bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View {
        environmentChange { if isActive { $0.fontWeight = .bold } }
    }
    /// Makes text in the view italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View { environmentChange { $0.italic = isActive } }
    /// Underlines text in the view when `isActive`, in `pattern` and `color` (the text's color by
    /// default).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environmentChange {
            $0.underline = isActive
            $0.underlineLine = Text.LineStyle(pattern: pattern, color: color)
        }
    }
    /// Strikes through text in the view when `isActive`, in `pattern` and `color` (the text's color
    /// by default).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environmentChange {
            $0.strikethrough = isActive
            $0.strikethroughLine = Text.LineStyle(pattern: pattern, color: color)
        }
    }
    /// The most lines text in the view may take; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View { environmentChange { $0.lineLimit = number } }
    /// Where text that does not fit is truncated: at its head, middle or tail.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentChange { $0.truncationMode = mode }
    }
    /// How lines of multiline text in the view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChange { $0.multilineTextAlignment = alignment }
    }
    /// Transforms text in the view to upper or lower case; `nil` keeps its case.
    public func textCase(_ textCase: Text.Case?) -> some View { environmentChange { $0.textCase = textCase } }
    /// Sets the dynamic type size of text in the view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange { $0.dynamicTypeSize = size }
    }
}

extension View {
    /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject` to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }

    /// Puts an `@Observable` model in the environment, for `@Environment(T.self)` to read.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChange { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }
}
