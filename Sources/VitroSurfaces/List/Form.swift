import Foundation
@_spi(Nodes) import VitroCore

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS its rows are laid out as an inset
/// grouped list (docs/reference/seeds.md#adopting-liquid-glass: forms take the grouped style's
/// metrics).
public struct Form<Content: View>: View {
    let content: Content
    /// Whether the form draws in the automatic style whatever the environment's style (a form
    /// made from a style's configuration, inside that style's body).
    var usesAutomaticStyle = false
    @Environment(\.formStyle) private var style
    /// A form of `content`'s sections and controls, drawn by the form style in the environment
    /// (a grouped list unless `formStyle(_:)` sets another).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: .init(view: AnyView(content)))
        if let style, !usesAutomaticStyle {
            style.makeBody(configuration)
        } else {
            AutomaticFormStyle().makeBody(configuration: configuration)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a form style's configuration describes, drawn as the platform draws forms (a
    /// grouped list): what a custom `FormStyle` wraps or decorates in its body.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        usesAutomaticStyle = true
    }
}
