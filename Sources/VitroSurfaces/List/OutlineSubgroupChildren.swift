import Foundation
@_spi(Nodes) import VitroCore

/// The children of an outline group's row, type-erased, as SwiftUI's `OutlineSubgroupChildren`
/// (the content type of an `OutlineGroup`'s disclosure groups; made by the outline group).
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    public var body: some View { content }
}
