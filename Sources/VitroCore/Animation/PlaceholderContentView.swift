/// The content handed to a transition's, animator's or scoped modifier's body, as SwiftUI's
/// `PlaceholderContentView`: it draws the view it stands for.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    package init<V: View>(_ content: V) { self.content = AnyView(content) }

    public var body: AnyView { content }
}
