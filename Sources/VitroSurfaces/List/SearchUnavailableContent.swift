import Foundation
@_spi(Nodes) import VitroCore

/// The parts of the search placeholder (`ContentUnavailableView.search`), as SwiftUI's
/// `SearchUnavailableContent`: each draws what the search placeholder draws.
public struct SearchUnavailableContent {
    /// The magnifying glass over “No Results”.
    public struct Label: View {
        public var body: some View { ContentUnavailableLabel(title: "No Results", systemImage: "magnifyingglass") }
    }

    /// “Check the spelling or try a new search.”
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
