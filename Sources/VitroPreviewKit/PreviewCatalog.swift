import Foundation
import VitroBase

/// Every preview a program can render: the `#Preview`s linked into it and the
/// `PreviewProvider`s handed in, in file and line order.
public enum PreviewCatalog {
    /// The previews of `modules` (all when `nil`), `providers` added, `moduleNames` mapping a
    /// module the runner compiled under another name back to the user's (an executable
    /// target's sources are compiled into the runner under `VitroPreview_<Name>`).
    @MainActor public static func items(
        modules: Set<String>? = nil, providers: [PreviewItem] = [], moduleNames: [String: String] = [:]
    ) -> [PreviewItem] {
        var items = PreviewRegistry.previews.map { preview -> PreviewItem in
            PreviewItem(preview: renamed(preview, moduleNames))
        }
        items += providers.map { PreviewItem(preview: renamed($0.preview, moduleNames), providerType: $0.providerType) }
        if let modules { items = items.filter { modules.contains($0.module) } }
        return items.sorted { ($0.preview.fileID, $0.preview.line) < ($1.preview.fileID, $1.preview.line) }
    }

    /// A `PreviewProvider`'s previews as an item, at the provider's declaration.
    @MainActor public static func provider(
        _ type: String, fileID: String, line: Int, content: @escaping @MainActor () -> AnyView
    ) -> PreviewItem {
        PreviewItem(preview: Preview(name: nil, fileID: fileID, line: line, content: content), providerType: type)
    }

    @MainActor static func renamed(_ preview: Preview, _ names: [String: String]) -> Preview {
        let module = preview.module
        guard let user = names[module] else { return preview }
        let fileID = user + preview.fileID.dropFirst(module.count)
        return Preview(
            name: preview.name, fileID: fileID, line: preview.line, traits: preview.traits,
            content: { preview.content })
    }
}
