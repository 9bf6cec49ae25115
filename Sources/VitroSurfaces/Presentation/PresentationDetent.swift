import Foundation
@_spi(Nodes) import VitroCore

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
///
/// Heights are measured from the bottom of the screen to the sheet's top edge; the largest
/// (`large`) reaches to just under the status area. `medium` is half of that, as UIKit's
/// medium detent is; `fraction(_:)` is a share of it and `height(_:)` a height in points,
/// both clamped to it.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// A custom detent's height for a context (nil for the built-in ones).
    let custom: ((Context) -> CGFloat?)?

    init(_ kind: Kind, custom: ((Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.custom = custom
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// About half the screen: half the full sheet height.
    public static let medium = PresentationDetent(.medium)
    /// The full sheet height.
    public static let large = PresentationDetent(.large)
    /// A share of the full sheet height (0…1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(.fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(.height(height)) }
    /// A detent whose height `D` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type))) { D.height(in: $0) }
    }

    /// What a custom detent computes its height from, as SwiftUI's `PresentationDetent.Context`.
    @dynamicMemberLookup
    public struct Context {
        /// The full sheet height (points).
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment's values, as in SwiftUI (`context.dynamicTypeSize`).
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }

    /// The detent's height when the full sheet is `maximum` points tall, within 0…maximum.
    func height(maximum: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGFloat {
        let raw: CGFloat =
            switch kind {
            case .medium: maximum / 2
            case .large: maximum
            case .fraction(let f): maximum * f
            case .height(let h): h
            case .custom: custom?(Context(maxDetentValue: maximum, environment: environment)) ?? maximum
            }
        guard raw.isFinite else { return maximum }
        return min(maximum, max(0, raw))
    }
}

/// A detent with a computed height, as SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent {
    /// The height for `context` (points), or nil for the full height.
    static func height(in context: Context) -> CGFloat?
    typealias Context = PresentationDetent.Context
}

/// Whether people can use the view behind a sheet, as SwiftUI's `PresentationBackgroundInteraction`:
/// a sheet at or below the detent it names leaves the content undimmed.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind
    /// Interaction with the view behind follows the platform.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The view behind does not take interaction.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The view behind takes interaction.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// The view behind takes interaction up to `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }

    /// Whether a sheet `height` points tall leaves the content beneath undimmed.
    func isUndimmed(atHeight height: CGFloat, maximum: CGFloat, environment: EnvironmentValues) -> Bool {
        switch kind {
        case .automatic, .disabled: false
        case .enabled: true
        case .enabledUpThrough(let detent):
            height <= detent.height(maximum: maximum, environment: environment) + 0.5
        }
    }
}
