import Foundation
@_spi(Nodes) import VitroCore

extension View {
    /// Shows or hides the labels of the controls in this view, as SwiftUI's
    /// `labelsVisibility(_:)`: `.hidden` draws each control alone (as `labelsHidden()`),
    /// `.visible` shows the labels again, `.automatic` keeps what the enclosing view chose.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environmentChange { environment in
            switch visibility {
            case .hidden: environment.labelsHidden = true
            case .visible: environment.labelsHidden = false
            case .automatic: break
            }
        }
    }
}
