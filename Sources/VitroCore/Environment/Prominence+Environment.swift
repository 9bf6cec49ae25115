import Foundation

/// How prominent a badge is, as SwiftUI's `BadgeProminence` (iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// Badges in their standard style.
    public static let standard = BadgeProminence(level: 0)
    /// Badges less prominent than standard.
    public static let decreased = BadgeProminence(level: -1)
    /// Badges more prominent than standard.
    public static let increased = BadgeProminence(level: 1)
}

/// How prominent the background the content is drawn on is, as SwiftUI's
/// `BackgroundProminence` (iOS 17): increased on a selected list row, for instance.
public struct BackgroundProminence: Hashable, Sendable {
    let level: Int
    /// A standard background.
    public static let standard = BackgroundProminence(level: 0)
    /// A prominent background, such as a selected row's, that content may reduce its own
    /// colors against.
    public static let increased = BackgroundProminence(level: 1)
}

/// The action that refreshes a view's content, as SwiftUI's `RefreshAction`: set by
/// `refreshable(action:)` and read as `EnvironmentValues/refresh`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The prominence of section headers, set with `headerProminence(_:)`; `.standard`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The prominence of badges, set with `badgeProminence(_:)`; `.standard`.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// The prominence of the background the content is on; `.standard`.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// The refresh action of the nearest `refreshable(action:)`, nil outside one.
    public var refresh: RefreshAction? { self[RefreshActionKey.self] }
}

extension View {
    /// The prominence of the badges in this view (recorded in the environment as
    /// `badgeProminence`: badges keep their standard style).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environmentChange { $0.badgeProminence = prominence }
    }

    /// Changes an environment value in place for this view and its content.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        environmentChange { transform(&$0[keyPath: keyPath]) }
    }
}
