import Foundation
@_spi(Nodes) import VitroCore

/// How a ``NavigationSplitView`` makes room for its leading columns, as SwiftUI's
/// `NavigationSplitViewStyle`: set with `navigationSplitViewStyle(_:)`, whose content the
/// style's `makeBody(configuration:)` draws.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style draws from.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The content drawn with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a split view style draws from, as SwiftUI's `NavigationSplitViewStyleConfiguration`
/// (it has no public members in SwiftUI either): the content the style applies to.
public struct NavigationSplitViewStyleConfiguration {
    let content: AnyView
    let kind: (SplitStyleKind) -> AnyView

    /// The content with its split views drawn in `style`.
    @MainActor func styled(_ style: SplitStyleKind) -> AnyView { kind(style) }
}

/// The platform's choice: balanced when the split view is wider than tall, prominent detail
/// otherwise (as iPadOS does in landscape and portrait).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
    /// The content with its split views in the automatic style.
    public func makeBody(configuration: Configuration) -> some View { configuration.styled(.automatic) }
}

/// The detail narrows to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    /// The content with its split views balanced.
    public func makeBody(configuration: Configuration) -> some View { configuration.styled(.balanced) }
}

/// The detail keeps its width; the leading columns float over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    /// The content with its split views' detail prominent.
    public func makeBody(configuration: Configuration) -> some View { configuration.styled(.prominentDetail) }
}

/// `navigationSplitViewStyle(_:)`: the style draws the content.
struct NavigationSplitViewStyleModifier<S: NavigationSplitViewStyle>: ViewModifier {
    let style: S

    func body(content: Content) -> some View {
        let erased = AnyView(content)
        let configuration = NavigationSplitViewStyleConfiguration(
            content: erased, kind: { kind in AnyView(erased.environmentChange { $0.splitStyle = kind }) })
        return style.makeBody(configuration: configuration)
    }
}
