import Foundation
@_spi(Nodes) import VitroCore

extension Tab where Label == TabLabel {
    /// A tab titled `titleKey` with the image `image` from the app's assets, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.role = role
        self.content = content()
        label = TabLabel(title: titleKey.key, systemImage: "", image: image)
    }
}

extension Tab where Value == Never, Label == TabLabel {
    /// A tab titled `titleKey` with the image `image` from the app's assets, without a value.
    public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        value = nil
        self.role = role
        self.content = content()
        label = TabLabel(title: titleKey.key, systemImage: "", image: image)
    }
}

extension Tab where Value == Never {
    /// A tab labeled by `label`, without a value.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.role = role
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a label or a value: a page of a page-style tab view.
    public init(@ViewBuilder content: () -> Content) {
        value = nil
        role = nil
        self.content = content()
        label = EmptyView()
    }
}

extension Tab where Label == EmptyView {
    /// A tab without a label, selected by `value`: a page of a page-style tab view.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        role = nil
        self.content = content()
        label = EmptyView()
    }
}
