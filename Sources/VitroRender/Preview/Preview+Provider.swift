import Foundation
@_spi(Nodes) import VitroCore

extension Preview {
    /// A preview of `content` that no `#Preview` registered, such as a `PreviewProvider`'s
    /// `previews`, placed at `fileID` and `line` as a `#Preview` there would be.
    package init(
        name: String?, fileID: String, line: Int, traits: [PreviewTrait<ViewTraits>] = [],
        content: @escaping @MainActor () -> AnyView
    ) {
        self.init(name: name, fileID: fileID, line: line, traits: traits, makeContent: content)
    }

    /// Whether a trait asks for the view's own size (`.sizeThatFitsLayout`) or a fixed frame
    /// rather than a device's screen.
    package var isSizedToContent: Bool {
        traits.contains {
            switch $0.kind {
            case .sizeThatFitsLayout, .fixedLayout: true
            default: false
            }
        }
    }
}
