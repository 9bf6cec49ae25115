import Foundation
import Observation
import OpenCombine

extension View {
    /// Sets an environment value for this view and its children.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let value = value
        return environmentChange { $0[keyPath: keyPath] = value }
    }

    /// Sets the color scheme (in Vitro, of this view and its children).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return environmentChange { $0.foregroundStyle = s }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        environmentChange { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let s = tint.map { AnyShapeStyle($0) }
        return environmentChange { $0.tint = s }
    }

    public func tint(_ tint: Color?) -> some View {
        environmentChange { $0.tint = tint.map { AnyShapeStyle($0) } }
    }

    public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }
    public func bold(_ isActive: Bool = true) -> some View {
        environmentChange { if isActive { $0.fontWeight = .bold } }
    }
    public func italic(_ isActive: Bool = true) -> some View { environmentChange { $0.italic = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        environmentChange { $0.underline = isActive }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        environmentChange { $0.strikethrough = isActive }
    }
    public func lineLimit(_ number: Int?) -> some View { environmentChange { $0.lineLimit = number } }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentChange { $0.truncationMode = mode }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChange { $0.multilineTextAlignment = alignment }
    }
    public func textCase(_ textCase: Text.Case?) -> some View { environmentChange { $0.textCase = textCase } }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange { $0.dynamicTypeSize = size }
    }
}

extension View {
    /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject` to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return environmentChange { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }

    /// Puts an `@Observable` model in the environment, for `@Environment(T.self)` to read.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return environmentChange { $0.setObject(object, for: ObjectIdentifier(T.self)) }
    }
}
