import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// A key for a value a ``PreviewContext`` carries, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The value's type.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Value { get }
}

/// The context a preview is shown in (a widget family, a complication), as SwiftUI's
/// `PreviewContext`, set with `previewContext(_:)`.
public protocol PreviewContext {
    /// The context's value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// Previews this view in `value`'s context (recorded: the contexts are those of widget and
    /// complication previews, which Xcode draws in their system chrome; a render draws the view).
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { record("previewContext") }
}
