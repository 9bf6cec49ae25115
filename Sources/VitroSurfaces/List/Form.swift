import Foundation
@_spi(Nodes) import VitroCore

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS its rows are laid out as an inset
/// grouped list (docs/reference/seeds.md#adopting-liquid-glass: forms take the grouped style's
/// metrics).
public struct Form<Content: View>: View {
    let content: Content
    /// A form of `content`'s sections and controls, drawn as a grouped list.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How a form lays out its rows, as SwiftUI's `FormStyle`.
public protocol FormStyle {}
/// The platform's form style (grouped on iOS).
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Rows in grouped sections, as iOS lays out settings.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns (macOS; drawn grouped).
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style: grouped on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// A form drawn as a grouped list.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// A form of labels and controls in columns, as on macOS (drawn grouped).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of forms in this view (every style draws grouped on iOS).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
