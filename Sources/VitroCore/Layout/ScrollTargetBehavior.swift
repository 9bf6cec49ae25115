import Foundation

/// How a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior`. A still image
/// shows the scroll view at rest at its start, so behaviors are recorded.
public protocol ScrollTargetBehavior {
    /// Adjusts where a scroll ends.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behavior asks of its scroll view (see ``ScrollTargetBehaviorProperties``).
    func properties(context: PropertiesContext) -> Properties
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The properties of a behavior.
    typealias Properties = ScrollTargetBehaviorProperties
    /// What a behavior knows when it reports its properties.
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
}

/// Where a scroll ends, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget: Sendable {
    /// The rectangle the scroll view shows when it ends.
    public var rect: CGRect
    /// Where in `rect` the target is anchored, if anywhere.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behavior knows about its scroll view, as SwiftUI's `ScrollTargetBehaviorContext`;
/// the scroll view's environment values read through it (`context.layoutDirection`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
    /// The scroll view's scroll position when the scroll began.
    public var originalTarget: ScrollTarget
    /// The speed of the swipe, in points per second (CoreGraphics' `CGVector` is not in
    /// Foundation on Linux; a size holds the same two components).
    public var velocity: CGSize
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view's visible region.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The scroll view's environment.
    var environment = EnvironmentValues()

    /// The scroll view's environment value at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Settles on whole pages, as SwiftUI's `PagingScrollTargetBehavior` (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.containerSize
        if page.width > 0 { target.rect.origin.x = (target.rect.minX / page.width).rounded() * page.width }
        if page.height > 0 { target.rect.origin.y = (target.rect.minY / page.height).rounded() * page.height }
    }
}

/// Settles on the views of a scroll target layout, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Sendable {
        let name: String
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    }

    /// How far one swipe may scroll.
    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles on the views of the scroll target layout, with a limit per swipe.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the scroll view settles (recorded: a still image shows it at rest at its start).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        record("scrollTargetBehavior(\(type(of: behavior)))")
    }

    /// Makes this layout's views the targets of `.viewAligned` scrolling (recorded).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { record("scrollTargetLayout") }
}
