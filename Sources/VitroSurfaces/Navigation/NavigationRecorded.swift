import Foundation
@_spi(Nodes) import VitroCore

extension NavigationLink {
    /// Whether the link shows its destination in the detail column of a split view (recorded:
    /// iOS's split views show links' destinations in the next column as they are).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { record("isDetailLink") }
}

extension View {
    /// The document the navigation title stands for, shared from the title's menu (recorded:
    /// the menu shows only when opened).
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { record("navigationDocument") }

    /// The document the navigation title stands for, with its preview (recorded: the menu shows
    /// only when opened).
    public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>) -> some View {
        record("navigationDocument")
    }
}

extension TabContent {
    /// Actions of the tab section, in its sidebar header's menu (recorded: the menu shows only
    /// when opened).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
}
