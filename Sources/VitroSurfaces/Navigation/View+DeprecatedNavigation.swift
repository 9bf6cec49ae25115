import Foundation
@_spi(Nodes) import VitroCore

/// The iOS 13–16 spellings of navigation bar content, still common in app code: drawn as their
/// replacements (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`).
extension View {
    /// Sets the title and its display mode (deprecated spelling of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title (deprecated spelling of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The navigation bar's title (the older form of `navigationTitle(_:)`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The navigation bar's title and display mode (the older form of `navigationTitle(_:)`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The navigation bar's title and display mode (the older form of `navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar (deprecated spelling of `toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    /// Puts views at the leading and trailing ends of the bar (deprecated spelling of `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        preference(
            key: ToolbarItemsKey.self,
            value: [
                ToolbarEntry(placement: .navigationBarLeading, kind: .group([AnyView(leading)])),
                ToolbarEntry(placement: .navigationBarTrailing, kind: .group([AnyView(trailing)])),
            ])
    }

    /// A view at the leading end of the navigation bar (the older form of `toolbar(content:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        preference(
            key: ToolbarItemsKey.self,
            value: [ToolbarEntry(placement: .navigationBarLeading, kind: .group([AnyView(leading)]))])
    }

    /// A view at the trailing end of the navigation bar (the older form of `toolbar(content:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        preference(
            key: ToolbarItemsKey.self,
            value: [ToolbarEntry(placement: .navigationBarTrailing, kind: .group([AnyView(trailing)]))])
    }
}
