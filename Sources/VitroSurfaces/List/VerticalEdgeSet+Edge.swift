import Foundation
@_spi(Nodes) import VitroCore

extension VerticalEdge.Set {
    /// The set holding just `edge`, as SwiftUI's `init(_:)`.
    public init(_ edge: VerticalEdge) {
        self = edge == .top ? .top : .bottom
    }
}
