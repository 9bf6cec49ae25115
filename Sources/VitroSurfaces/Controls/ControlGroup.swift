import Foundation
@_spi(Nodes) import VitroCore

/// Related controls side by side, as SwiftUI's `ControlGroup`, drawn in the current
/// ``ControlGroupStyle``: on iOS by default, equal segments of one 34 pt capsule in
/// `tertiarySystemFill`, split by 1 × 18 pt separators, labels in the tint (measured from iOS 26
/// screenshots; 34 pt is the bordered button height).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    /// Set for `ControlGroup(configuration)`: the platform's look even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.controlGroupStyle) var style

    /// Controls grouped side by side in one shape.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(
            content: .init(view: AnyView(content)), label: .init(view: label ?? AnyView(EmptyView())))
        if let style, !drawsPlatformLook {
            style.make(configuration)
        } else {
            ControlGroupLayout(content: configuration.content)
        }
    }
}

/// A control group's controls with the label a menu shows for them, as SwiftUI's
/// `LabeledControlGroupContent`: drawn as the controls.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group with a label (shown by the menu styles; the segments show the controls).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    /// A group titled `titleKey`.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `title`.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `titleKey` with the symbol `systemImage`.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, VitroSurfaces.Label<Text, Image>> {
        self.init(content: content) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }

    /// A group titled `titleKey` with the image resource `image`.
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, VitroSurfaces.Label<Text, Image>> {
        self.init(content: content) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A control group from a style's configuration, drawn in the platform's look (what a style's
    /// ``ControlGroupStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
        drawsPlatformLook = true
    }
}

/// Lays a control group's parts out as equal segments of a capsule.
struct ControlGroupLayout<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let parts = context.appending(.content).with { $0.buttonStyle = AnyButtonStyle(BorderlessButtonStyle()) }
            .nodes(content)
        let look = HStack(spacing: 0) {
            ForEach(0..<parts.count, id: \.self) { i in
                if i > 0 { Rectangle().fill(Color(semantic: .separator)).frame(width: 1, height: 18) }
                OptionNodes(nodes: [parts[i]]).frame(maxWidth: .infinity)
            }
        }
        .frame(height: 34)
        .background(Color(semantic: .tertiarySystemFill), in: Capsule())
        return context.appending(.secondary).nodes(look)
    }
}
