import Foundation
@_spi(Nodes) import VitroCore

/// Draws the presentations its content asks for over the content: the screen of a
/// ``DeviceScreen`` and the root of a render are presentation hosts.
///
/// The layers are built at placement, once the host's rectangle and the presenting views'
/// frames are known; each layer's panel is a host itself, so a sheet can present an alert.
/// The surface hierarchy of docs/reference/seeds.md#elevation holds: content, then each
/// presentation's dimming and panel in the order they were asked for (a sheet below the alert it
/// presents); the status bar is drawn above the host by the device screen.
@MainActor
package final class PresentationHostNode: WrapperNode, InertChildren {
    /// Resolves the layers' panels.
    let context: ResolveContext
    let safeArea: EdgeInsets
    let displayCornerRadius: CGFloat
    /// The requests the content made when it was resolved.
    let requests: [PresentationRequest]
    /// The layers built at the last placement, with their panels' nodes.
    private(set) var layers: [(layer: PresentationLayer, panel: LayoutNode)] = []

    init(child: LayoutNode, context: ResolveContext, safeArea: EdgeInsets, displayCornerRadius: CGFloat) {
        self.context = context
        self.safeArea = safeArea
        self.displayCornerRadius = displayCornerRadius
        requests = PreferenceCollector.collect(PresentationsKey.self, child) ?? []
        super.init(child: child, environment: context.environment)
    }

    /// A host over `node`, wrapped so the requests it draws do not reach an outer host; `node`
    /// itself when it presents nothing.
    package static func hosting(
        _ node: LayoutNode, context: ResolveContext, safeArea: EdgeInsets, displayCornerRadius: CGFloat
    ) -> LayoutNode {
        // Nothing presented: the content stands as it is.
        guard PreferenceCollector.collect(PresentationsKey.self, node)?.isEmpty == false else { return node }
        let host = PresentationHostNode(
            child: node, context: context, safeArea: safeArea, displayCornerRadius: displayCornerRadius)
        return PreferenceTransformNode<PresentationsKey>(
            child: host, transform: { $0 = [] }, environment: context.environment)
    }

    package override func placeChildren(in rect: CGRect) {
        child.place(in: rect, within: placement)
        layers = []
        let regular =
            context.environment.horizontalSizeClass == .regular || rect.width >= PresentationMetrics.regularWidth
        for (index, request) in requests.enumerated() {
            let geometry = PresentationGeometry(
                container: rect, safeArea: safeArea, displayCornerRadius: displayCornerRadius,
                source: request.source?.frame ?? rect, isRegularWidth: regular)
            let dismiss = request.dismiss
            let inner = context.appending(.secondary).appending(.id("\(request.kind.rawValue) \(index)")).with {
                if let presenter = request.source?.environment { $0.inheritPresentationValues(from: presenter) }
                $0.safeAreaID = SafeAreaID()
                $0.isPresented = true
                $0.dismiss = DismissAction(dismiss)
            }
            let layer = request.layer(geometry, PresentationResolver(context: inner))
            let panel = PresentationHostNode.hosting(
                inner.node(layer.panel), context: inner, safeArea: safeArea, displayCornerRadius: displayCornerRadius)
            let frame = layer.frame { panel.size(for: $0) }
            panel.place(in: frame, within: placement)
            layers.append((layer, panel))
        }
    }

    package override func render(into list: inout [DisplayList.Item]) {
        let scale = layers.map(\.layer.backgroundScale).min() ?? 1
        if let recede = layers.lazy.compactMap(\.layer.backgroundRecede).first, scale == 1 {
            list += PresentationBackdrop.receded(child, recede, in: frame)
        } else if scale < 1 {
            list += PresentationBackdrop.scaled(child, by: scale, in: frame, cornerRadius: displayCornerRadius)
        } else {
            child.draw(into: &list)
        }
        for (index, entry) in layers.enumerated() {
            if entry.layer.dimming > 0 {
                list += PresentationBackdrop.dimming(entry.layer.dimming, over: frame, environment: environment)
            }
            if entry.layer.liftsSource, let source = requests[index].source {
                source.draw(into: &list)
            }
            entry.panel.draw(into: &list)
        }
    }

    package override var kind: String { "PresentationHost" }
    package override var children: [LayoutNode] { [child] + layers.map(\.panel) }
    /// The content and every panel below a dimmed (modal) layer are inert.
    package var inertChildren: [Bool]? {
        let dimmed = layers.indices.filter { layers[$0].layer.dimming > 0 }
        guard let top = dimmed.last else { return nil }
        // children[0] is the content, children[i + 1] the panel of layer i.
        return [true] + layers.indices.map { $0 < top }
    }
}

/// Set for the content of a presented surface.
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is presented: true inside a sheet, cover, alert, dialog, popover or menu.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
