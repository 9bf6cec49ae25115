import Foundation
@_spi(Nodes) import VitroCore

/// A menu on the navigation title, as SwiftUI's `ToolbarTitleMenu`. Written in `toolbar { }` it
/// adds no item and the title draws no chevron; `toolbarTitleMenu(content:)` draws the chevron.
/// The menu itself shows only when opened.
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let content: Content

    /// A title menu of `content`'s items.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    // The bar reads the menu from the `toolbarTitleMenu` preference; as toolbar content it adds
    // no item of its own.
    var entries: [ToolbarEntry] { [] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's title menu (a document's: rename, move, share).
    public init() { content = EmptyView() }
}

/// Whether the navigation title has a menu (`toolbarTitleMenu(content:)`): it draws a chevron.
struct TitleMenuKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// The figures of a title menu's chevron.
enum TitleMenuMetrics {
    /// The chevron's symbol beside the title.
    static let symbol = "chevron.down"
    /// The gap between the title and its chevron (points).
    static let spacing: CGFloat = 4
}

extension View {
    /// A menu on the navigation title: the title draws a chevron that opens `content`.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        preference(key: TitleMenuKey.self, value: true)
    }
}
