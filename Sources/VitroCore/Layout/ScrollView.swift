import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, drawn at a content offset (Vitro's
/// `scrollOffset`, zero by default): it fills what it is offered, lays its content out at its
/// ideal length along the scrolling axes, and clips it.
public struct ScrollView<Content: View>: View {
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it shows scroll indicators (recorded: none is drawn at rest).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content
    var offset: CGPoint = .zero
    /// How far a host has scrolled the view (`ViewHost.scroll(_:by:)`), added to `offset`.
    @State private var scrolled: CGPoint = .zero
    /// The host's last scroll (points; nil before any), whose direction minimizes tab bars.
    @State private var lastScroll: CGPoint?
    /// `contentMargins`, `scrollClipDisabled` and `defaultScrollAnchor` from above.
    @Environment(\.self) private var environment

    /// A scroll view along `axes` (vertical by default) around `content`; `showsIndicators` is
    /// recorded.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The content scrolled by `offset` points (Vitro's addition, since a still image has no
    /// scrolling).
    public func scrollOffset(_ offset: CGPoint) -> ScrollView {
        var s = self
        s.offset = offset
        return s
    }

    public var body: some View {
        let stack = Group {
            if axes.contains(.horizontal) {
                HStack(alignment: .center) { content }
            } else {
                VStack { content }
            }
        }
        let offset = CGPoint(x: offset.x + scrolled.x, y: offset.y + scrolled.y)
        let scrolled = $scrolled
        let lastScroll = $lastScroll
        let scrollAxes = axes
        let viewport = ScrollViewport(offset: offset, axes: axes)
        // A bar over the scroll view may let it reach up beneath the bar (scroll edge effect).
        let underBar = ScrollUnderBarBox()
        let margins = environment.scrollContentInsets
        let anchor = environment.defaultScrollAnchor
        return Color.clear
            // `defaultScrollAnchor`: the content lines up with the visible region at the
            // anchor, overflowing it on the far side.
            .overlay(alignment: anchor?.nearestAlignment ?? .topLeading) {
                stack
                    .modifier(ScrollContentPadding(insets: margins))
                    .environment(\.scrollViewport, viewport)
                    .environment(\.scrollContentMargins, [:])
                    .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
                    .frame(maxWidth: axes.contains(.horizontal) ? nil : .infinity, alignment: .top)
                    .wrap { ScrollUnderBarContentNode(child: $0, box: underBar, environment: $1.environment) }
                    .offset(x: -offset.x, y: -offset.y)
            }
            .modifier(ScrollClip(isDisabled: environment.isScrollClipDisabled))
            .wrap { node, context in ViewportNode(child: node, viewport: viewport, environment: context.environment) }
            .wrap { ScrollUnderBarNode(child: $0, box: underBar, environment: $1.environment) }
            .preference(key: ScrollUnderBarKey.self, value: underBar)
            .attribute { attributes in
                attributes.scrollBy = { delta in
                    lastScroll.wrappedValue = delta
                    let now = scrolled.wrappedValue
                    scrolled.wrappedValue = CGPoint(
                        x: scrollAxes.contains(.horizontal) ? max(0, now.x + delta.x) : now.x,
                        y: scrollAxes.contains(.vertical) ? max(0, now.y + delta.y) : now.y)
                }
            }
            .preference(key: ScrollOffsetKey.self, value: offset)
            .preference(key: LastScrollKey.self, value: self.lastScroll)
    }
}

extension View {
    /// Whether scroll indicators show on `axes` (recorded: indicators are not drawn at rest).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform decides whether indicators show.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Indicators show.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Indicators hide, but may appear while scrolling.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Indicators never show.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Visibility, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
