import Foundation

/// A stack of views with a navigation bar, as SwiftUI's `NavigationStack`, drawn at rest with
/// the top of its path showing.
///
/// The view on top sets the bar's content through preferences: `navigationTitle` (large at the
/// root, 34 pt bold below the bar; inline and centered when pushed or asked for), `toolbar`
/// items in Liquid Glass capsules, and a list's grouped background drawn edge to edge behind
/// the bar. A pushed view (the last value of `path` with a matching `navigationDestination`)
/// gets a back button. iOS 26 bars have no material of their own (seed 003).
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: [AnyHashable]

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inner = context.appending(.content)
        var nodes = inner.nodes(root)
        var isPushed = false
        let destinations = PreferenceCollector.value(NavigationDestinationsKey.self, in: nodes)
        if let presented = destinations.lazy.compactMap(\.presented).last {
            nodes = context.appending(.index(1)).nodes(presented)
            isPushed = true
        } else if let top = path.last,
            let view = destinations.lazy.compactMap({ $0.make(top) }).first
        {
            nodes = context.appending(.id(top)).nodes(view)
            isPushed = true
        }
        let bar = NavigationBar(content: nodes, isPushed: isPushed, environment: context.environment)
        return context.appending(.secondary).nodes(bar.view)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = []
    }

    /// A stack showing the top of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.elements
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing the top of a typed `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }
}

/// The deprecated navigation container, drawn as a ``NavigationStack``.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

extension View {
    /// The style of a `NavigationView` (recorded; it draws as a stack).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A navigation view style, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// A stack, as SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
