import Foundation
@_spi(Nodes) import VitroCore

/// Popovers: on regular width (an iPad, a window) a Liquid Glass panel beside the view that
/// presents it, at its content's ideal size, leaving the screen undimmed
/// (docs/reference/seeds.md#dimming: no dimming for an action sheet in an iPad popover); on compact
/// width a sheet, as SwiftUI adapts it, unless the content asks for
/// `presentationCompactAdaptation(.popover)`.
extension View {
    /// Presents `content` in a popover while `isPresented` is true (a sheet in compact width).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation(.popover, isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, nil)) {
            geometry, resolver in
            PopoverLayout.layer(AnyView(content()), in: geometry, resolver: resolver)
        }
    }

    /// A popover for `item` while it is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return presentation(.popover, isPresented: value != nil, dismiss: Self.dismissing(item, nil)) {
            geometry, resolver in
            PopoverLayout.layer(AnyView(value.map { content($0) }), in: geometry, resolver: resolver)
        }
    }

    /// How the enclosing popover or sheet adapts on compact width.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        preference(key: CompactAdaptationKey.self, value: adaptation)
    }

    /// How the enclosing presentation adapts horizontally and vertically (the horizontal
    /// adaptation is the one a phone in portrait uses).
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        preference(key: CompactAdaptationKey.self, value: horizontal)
    }
}

/// How a presentation adapts to a compact size, as SwiftUI's `PresentationAdaptation`.
public enum PresentationAdaptation: Hashable, Sendable {
    /// How a presentation adapts to compact width: as the platform decides, not at all, or as a
    /// popover, a sheet or a full-screen cover.
    case automatic, none, popover, sheet, fullScreenCover
}

struct CompactAdaptationKey: PreferenceKey {
    static let defaultValue: PresentationAdaptation? = nil
    static func reduce(value: inout PresentationAdaptation?, nextValue: () -> PresentationAdaptation?) {
        value = value ?? nextValue()
    }
}

/// Builds a popover's layer.
@MainActor
enum PopoverLayout {
    static func layer(_ content: AnyView, in geometry: PresentationGeometry, resolver: PresentationResolver)
        -> PresentationLayer
    {
        let node = resolver.content(content)
        let adaptation = PreferenceCollector.collect(CompactAdaptationKey.self, node) ?? nil
        if !geometry.isRegularWidth {
            switch adaptation {
            case .popover, .some(.none): break
            case .fullScreenCover: return SheetPresentation.cover(content, in: geometry, resolver: resolver)
            default: return SheetPresentation.sheet(content, in: geometry, resolver: resolver)
            }
        }
        let radius =
            resolver.environment.platform == .macOS
            ? MacPresentationMetrics.popoverCornerRadius : PresentationMetrics.popoverCornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        let panel = ResolvedNodes(nodes: [node])
            .clipShape(shape)
            .presentationSurface(resolver.environment.platformTraits.popoverMaterial, in: shape)
            .containerShape(shape)
        return PresentationLayer(
            dimming: 0, panel: AnyView(panel),
            frame: { sizeFor in
                let c = geometry.container
                let ideal = sizeFor(.unspecified)
                let size = CGSize(
                    width: min(ideal.width, c.width - 2 * PresentationMetrics.screenMargin),
                    height: min(ideal.height, c.height - 2 * PresentationMetrics.screenMargin))
                return PresentationAnchor.frame(
                    size: size, source: geometry.source, container: c, safeArea: geometry.safeArea)
            })
    }
}
