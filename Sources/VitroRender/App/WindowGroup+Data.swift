import Foundation
@_spi(Nodes) import VitroCore

/// The content of a window that presents a value, as SwiftUI's `PresentedWindowContent`: it
/// keeps the presented value in state and hands the content a binding to it. The first window
/// of a group presents its default value, or none.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State var value: Data?
    let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(wrappedValue: value)
        self.content = content
    }

    /// The content, given a binding to the presented value.
    public var body: some View { content($value) }
}

/// The content of a window that always presents a value, made from a default value.
public struct PresentedWindowDefaultContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State var value: Data
    let content: (Binding<Data>) -> Content

    init(value: Data, content: @escaping (Binding<Data>) -> Content) {
        _value = State(wrappedValue: value)
        self.content = content
    }

    /// The content, given a binding to the presented value.
    public var body: some View { content($value) }
}

extension WindowGroup {
    /// A group of windows each presenting a value of type `D` (the first presents none).
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(value: nil, content: content)
    }

    /// A group of windows titled `title`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }

    /// A group of windows identified by `id`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }

    /// A group of windows titled `title`, identified by `id`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }

    /// A group of windows each presenting a value of type `D`, the first `defaultValue()`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowDefaultContent<D, C> {
        self.content = PresentedWindowDefaultContent(value: defaultValue(), content: content)
    }

    /// A group of windows titled `title`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowDefaultContent<D, C> {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// A group of windows identified by `id`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowDefaultContent<D, C> {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// A group of windows titled `title`, identified by `id`, each presenting a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowDefaultContent<D, C> {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }

    /// A group of windows whose content `makeContent` makes.
    public init(makeContent: @escaping () -> Content) { self.content = makeContent() }

    /// A group of windows identified by `id` whose content `makeContent` makes.
    public init(id: String, makeContent: @escaping () -> Content) { self.content = makeContent() }

    /// A group of windows titled `title` whose content `makeContent` makes.
    public init(_ title: Text, makeContent: @escaping () -> Content) { self.content = makeContent() }

    /// A group of windows titled `title`, identified by `id`, whose content `makeContent` makes.
    public init(_ title: Text, id: String, makeContent: @escaping () -> Content) { self.content = makeContent() }
}
