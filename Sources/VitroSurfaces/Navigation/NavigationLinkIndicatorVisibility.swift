import Foundation
@_spi(Nodes) import VitroCore

struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether navigation links in list rows draw their disclosure chevron.
    var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the disclosure chevron of the navigation links in this view's list rows,
    /// as SwiftUI's `navigationLinkIndicatorVisibility(_:)`.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environmentChange { $0.navigationLinkIndicatorVisibility = visibility }
    }
}
