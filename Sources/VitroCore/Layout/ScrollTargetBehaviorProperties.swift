import Foundation

/// What a scroll target behavior asks of its scroll view, as SwiftUI's
/// `ScrollTargetBehaviorProperties`.
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether a swipe scrolls a shorter distance than it would freely (a limited view-aligned
    /// behavior); false by default.
    public var limitsScrolls: Bool = false

    /// The default properties: scrolls are not limited.
    public init() {}
}

/// What a behavior knows when it reports its properties, as SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`; the scroll view's environment values read through
/// it (`context.horizontalSizeClass`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The scroll view's environment.
    public var environment: EnvironmentValues

    /// A context for a scroll view along `axes` with `environment`.
    init(axes: Axis.Set, environment: EnvironmentValues) {
        self.axes = axes
        self.environment = environment
    }

    /// The scroll view's environment value at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

extension ScrollTargetBehavior {
    /// The behavior's properties: by default, scrolls are not limited.
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

extension AnyScrollTargetBehavior {
    /// The wrapped behavior's properties.
    public func properties(context: PropertiesContext) -> Properties { base.properties(context: context) }
}

extension PagingScrollTargetBehavior {
    /// A paging behavior settles on whole pages however far a swipe goes: its scrolls are not
    /// limited.
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

extension ViewAlignedScrollTargetBehavior {
    /// Scrolls are limited with `.always`, `.alwaysByFew` and `.alwaysByOne`, never with
    /// `.never`, and with `.automatic` in a compact horizontal size class only (as SwiftUI).
    public func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        switch limitBehavior.name {
        case "never": properties.limitsScrolls = false
        case "automatic": properties.limitsScrolls = context.environment.horizontalSizeClass == .compact
        default: properties.limitsScrolls = true
        }
        return properties
    }
}
