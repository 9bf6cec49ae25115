import Foundation

/// The kinds of views a lazy stack or grid pins to the bounds of its scroll view, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt32
    /// Kinds from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers stay at the leading (top) edge of the visible area while their section
    /// is in view.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers stay at the trailing (bottom) edge of the visible area while their
    /// section is in view.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The visible rectangle of the nearest scroll view, in absolute points, known once the scroll
/// view is placed; lazy containers pin their section headers and footers to it.
@MainActor
final class ScrollViewport: Sendable {
    /// Where the scroll view was placed.
    var rect: CGRect?
    /// How far its content is scrolled: content laid out at `y` is drawn at `y − offset.y`.
    let offset: CGPoint
    /// The axes it scrolls along (a scroll transition without an axis follows these).
    let axes: Axis.Set
    package nonisolated init(offset: CGPoint, axes: Axis.Set = .vertical) {
        self.offset = offset
        self.axes = axes
    }

    /// The visible area in the content's layout coordinates.
    var visible: CGRect? { rect?.offsetBy(dx: offset.x, dy: offset.y) }
}

struct ScrollViewportKey: EnvironmentKey {
    static let defaultValue: ScrollViewport? = nil
}

struct InLazyContainerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The scroll view the content is in, if any.
    var scrollViewport: ScrollViewport? {
        get { self[ScrollViewportKey.self] }
        set { self[ScrollViewportKey.self] = newValue }
    }

    /// Set for the direct content of a lazy stack or grid, where a `Section` becomes a
    /// `LazySectionNode` instead of a stack.
    package var isInLazyContainer: Bool {
        get { self[InLazyContainerKey.self] }
        set { self[InLazyContainerKey.self] = newValue }
    }
}

/// Records where its scroll view was placed, for pinned views inside it.
@MainActor
final class ViewportNode: WrapperNode {
    let viewport: ScrollViewport

    package init(child: LayoutNode, viewport: ScrollViewport, environment: EnvironmentValues) {
        self.viewport = viewport
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        viewport.rect = rect
        super.placeChildren(in: rect)
    }

    override var kind: String { child.kind }
}

/// A `Section` inside a lazy stack or grid: its header, content and footer, laid out by the
/// container (which may pin the header and footer).
@MainActor
package final class LazySectionNode: LayoutNode {
    let header: LayoutNode?
    let content: [LayoutNode]
    let footer: LayoutNode?

    package init(header: LayoutNode?, content: [LayoutNode], footer: LayoutNode?, environment: EnvironmentValues) {
        (self.header, self.content, self.footer) = (header, content, footer)
        super.init(environment: environment)
    }

    package override var kind: String { "Section" }
    package override var children: [LayoutNode] { [header].compactMap { $0 } + content + [footer].compactMap { $0 } }
}

extension LayoutNode {
    /// Whether this node is a scroll view's viewport: what lies inside it is scroll content.
    package var isScrollViewport: Bool { self is ViewportNode }
}
