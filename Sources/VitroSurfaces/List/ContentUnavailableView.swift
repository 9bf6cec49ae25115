import Foundation
@_spi(Nodes) import VitroCore

/// What a view shows when it has no content, as SwiftUI's `ContentUnavailableView`: a large
/// secondary symbol, a bold title, a description and actions, centered in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A placeholder for empty content: `label`, a `description` and `actions`, centered.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            // The label's symbol is 48 pt and its title 22 pt bold (UIKit's
            // `UIContentUnavailableConfiguration.empty()`: title 2, bold).
            label
                .font(.title2.bold())
                .foregroundStyle(HierarchicalShapeStyle.primary)
            description
                .font(.subheadline)
                .foregroundStyle(HierarchicalShapeStyle.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an unavailable-content view: a symbol over a title.
public struct ContentUnavailableLabel: View {
    let title: String
    let image: Image

    init(title: String, systemImage: String) {
        self.title = title
        image = Image(systemName: systemImage)
    }

    init(title: String, image: Image) {
        self.title = title
        self.image = image
    }

    public var body: some View {
        VStack(spacing: 16) {
            image.font(.system(size: 48)).foregroundStyle(HierarchicalShapeStyle.secondary)
            Text(title)
        }
    }
}

extension ContentUnavailableView where Label == ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
    /// A placeholder for empty content titled `title` with the symbol `name` and an optional
    /// description.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title: title, systemImage: name) }, description: { description })
    }

    /// A placeholder for empty content titled `title` with the image resource `name` (looked up
    /// as `Image(_:bundle:)` looks names up) and an optional description.
    public init(_ title: String, image name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title: title, image: Image(name)) }, description: { description })
    }

    /// "No Results" for a search.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”" for a search.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
