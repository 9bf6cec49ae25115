import Foundation
@_spi(Nodes) import VitroCore

/// The deprecated navigation container, as SwiftUI's `NavigationView`: its first view is the
/// root of a navigation stack; in a horizontally regular environment (an iPad) two or three
/// views become the columns of a split view, as `NavigationSplitView` draws them.
///
/// At compact width (an iPhone) SwiftUI collapses the columns into one stack showing the first
/// (the sidebar); the others show only once a link pushes them. `navigationViewStyle(.stack)`
/// asks for the stack at every width.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view of `content` (the older form of `NavigationStack` and
    /// `NavigationSplitView`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        func erase(_ view: some View) -> AnyView { AnyView(view) }
        let columns = ((content as? any NavigationViewColumns)?.columnViews ?? []).map { erase($0) }
        let env = context.environment
        guard columns.count > 1, env.navigationViewStyleKind != .stack, env.horizontalSizeClass == .regular else {
            if let first = columns.first {
                return context.nodes(NavigationStack { first })
            }
            return context.nodes(NavigationStack { content })
        }
        let hasContent = columns.count > 2
        let split = NavigationSplitView(
            sidebar: columns[0], content: hasContent ? columns[1] : AnyView(EmptyView()),
            hasContent: hasContent, detail: columns[hasContent ? 2 : 1], visibility: nil,
            preferredCompactColumn: nil)
        return context.nodes(split)
    }
}

/// A builder's several views, read as a navigation view's columns.
@MainActor
protocol NavigationViewColumns {
    var columnViews: [any View] { get }
}

extension TupleView: NavigationViewColumns {
    var columnViews: [any View] { children }
}

extension View {
    /// Sets how a ``NavigationView`` in this view shows its views: as a stack, or as columns
    /// where the width allows.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind: NavigationViewStyleKind =
            switch style {
            case is StackNavigationViewStyle: .stack
            case is ColumnNavigationViewStyle, is DoubleColumnNavigationViewStyle: .columns
            default: .automatic
            }
        return environmentChange { $0.navigationViewStyleKind = kind }
    }
}

/// A navigation view style, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// A stack at every width, as SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns where the width allows, as SwiftUI's `ColumnNavigationViewStyle`.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns where the width allows, as SwiftUI's `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's choice: columns on iPad, a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack of views, one at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Two columns side by side.
    public static var doubleColumn: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// How a ``NavigationView`` shows its views, as the environment carries it.
enum NavigationViewStyleKind: Hashable, Sendable { case automatic, stack, columns }

struct NavigationViewStyleKey: EnvironmentKey { static let defaultValue = NavigationViewStyleKind.automatic }

extension EnvironmentValues {
    var navigationViewStyleKind: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}
