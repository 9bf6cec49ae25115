import Foundation

/// A background's fill reaching into the safe area on `edges` where the view it backs touches
/// the safe area's edge, as SwiftUI's `background(_:ignoresSafeAreaEdges:)` does (its default,
/// `.all`, takes a shape style under the bars and the home indicator). A view inset from the
/// safe edge keeps its background to itself.
final class SafeAreaReachNode: WrapperNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set, environment: EnvironmentValues) {
        self.edges = edges
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        guard let box = placement.safeArea(environment.safeAreaID) else {
            return child.place(in: rect, within: placement)
        }
        let reach = box.reach(beyond: rect)
        let top = edges.contains(.top) ? reach.top : 0
        let bottom = edges.contains(.bottom) ? reach.bottom : 0
        let leading = edges.contains(.leading) ? reach.leading : 0
        let trailing = edges.contains(.trailing) ? reach.trailing : 0
        child.place(
            in: CGRect(
                x: rect.minX - leading, y: rect.minY - top, width: rect.width + leading + trailing,
                height: rect.height + top + bottom), within: placement)
    }

    override var kind: String { "SafeAreaReach" }
}
