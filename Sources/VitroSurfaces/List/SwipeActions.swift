import Foundation
@_spi(Nodes) import VitroCore

/// Actions revealed by swiping a list row, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
///
/// A row is drawn at rest until the host swipes it (`ViewHost/swipe(_:edge:)`); then it is
/// drawn slid aside with its actions uncovered on that edge: buttons the row's height, each
/// `SwipeActionsMetrics/buttonWidth` wide, icon over title in white on the button's tint (red
/// for a destructive one, gray without a tint), the first action nearest the edge.
extension View {
    /// Actions revealed by swiping the row from `edge`; `allowsFullSwipe` runs the first one on a
    /// full swipe.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content())))
    }
}

/// The figures of swipe actions (UIKit's contextual actions, measured).
enum SwipeActionsMetrics {
    /// The width of one action button (points).
    static let buttonWidth: CGFloat = 74
}

/// Keeps whether a row's actions on one edge are revealed.
struct SwipeActionsModifier: ViewModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: AnyView
    @State private var isRevealed = false

    func body(content: Content) -> some View {
        let revealed = $isRevealed
        let entry = SwipeActionsEntry(
            edge: edge, allowsFullSwipe: allowsFullSwipe, actions: actions, isRevealed: isRevealed,
            reveal: { revealed.wrappedValue = $0 })
        return
            content
            .transformPreference(ListRowSwipeKey.self) { $0.append(entry) }
            .record("swipeActions(edge: .\(edge))")
    }
}

/// One edge's swipe actions on a row, and how to reveal or hide them.
package struct SwipeActionsEntry: @unchecked Sendable {
    package let edge: HorizontalEdge
    package let allowsFullSwipe: Bool
    package let actions: AnyView
    package let isRevealed: Bool
    package let reveal: @MainActor (Bool) -> Void
}

package struct ListRowSwipeKey: PreferenceKey {
    package static var defaultValue: [SwipeActionsEntry] { [] }
    package static func reduce(value: inout [SwipeActionsEntry], nextValue: () -> [SwipeActionsEntry]) {
        value += nextValue()
    }
}

/// A row slid aside to uncover its actions on one edge.
struct SwipeActionsRevealedRow<Row: View>: View, PrimitiveView {
    typealias Body = Never
    let row: Row
    let entry: SwipeActionsEntry
    /// The row's background, drawn under the sliding row so it covers what it slides over.
    let background: Color

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let hide = entry.reveal
        let actions = context.appending(.index(1)).nodes(
            entry.actions.buttonStyle(SwipeActionButtonStyle()).labelStyle(SwipeActionLabelStyle()))
        // Choosing an action closes the row again.
        for node in actions { PresentationActions.dismissAfterTaps(in: node) { hide(false) } }
        let ordered = entry.edge == .trailing ? Array(actions.reversed()) : actions
        let width = SwipeActionsMetrics.buttonWidth * CGFloat(actions.count)
        let leading = entry.edge == .leading
        let view = ZStack(alignment: leading ? .leading : .trailing) {
            HStack(spacing: 0) {
                ForEach(0..<ordered.count) { index in
                    ResolvedNodes(nodes: [ordered[index]])
                        .frame(width: SwipeActionsMetrics.buttonWidth)
                        .frame(maxHeight: .infinity)
                }
            }
            row
                .background(background)
                .offset(x: leading ? width : -width)
        }
        // What slides past the row's edge is hidden, as in a plain list without a card.
        .clipped()
        return context.appending(.secondary).nodes(view)
    }
}

/// A swipe action: its label in white on its tint, filling its slot.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(label: configuration.label, role: configuration.role)
    }
}

/// Reads the button's tint from its environment (`.tint(_:)` on the button).
struct SwipeActionButton: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.tint) private var tint

    var body: some View {
        let fill: AnyShapeStyle =
            role == .destructive ? AnyShapeStyle(Color.red) : tint ?? AnyShapeStyle(Color.gray)
        return
            label
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Rectangle().fill(fill))
    }
}

/// A swipe action's label: the icon above the title.
struct SwipeActionLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.system(size: 17, weight: .semibold))
            configuration.title
        }
    }
}
