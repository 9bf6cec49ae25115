import Foundation
@_spi(Nodes) import VitroCore

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS its rows are laid out as an inset
/// grouped list (docs/reference/seeds.md#adopting-liquid-glass: forms take the grouped style's
/// metrics).
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style
    /// A form of `content`'s sections and controls, drawn by the form style in the environment
    /// (a grouped list unless `formStyle(_:)` sets another).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: .init(view: AnyView(content)))
        if let style {
            style.makeBody(configuration)
        } else {
            AutomaticFormStyle().makeBody(configuration: configuration)
        }
    }
}
