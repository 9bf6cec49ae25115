import Foundation
@_spi(Nodes) import VitroCore

/// A presentation a view asks for while it is presented (a sheet, a cover, an alert, a dialog,
/// a popover, an open menu), carried up to the screen that draws it as a preference.
///
/// SwiftUI presents these from any view, but draws them over the whole window: the request
/// carries what the screen needs to build the layer once it knows its own geometry and where
/// the presenting view was placed.
struct PresentationRequest: @unchecked Sendable {
    /// What is presented.
    enum Kind: String, Sendable {
        case sheet, fullScreenCover, alert, confirmationDialog, popover, menu, contextMenu
    }

    let kind: Kind
    /// The presenting view's node: its frame (once placed) is where dialogs, popovers and menus
    /// originate; a context menu draws it again above the dimming.
    weak var source: LayoutNode?
    /// Ends the presentation (sets its binding to false or its item to nil): the presented
    /// content's `dismiss` action.
    let dismiss: @MainActor @Sendable () -> Void
    /// Builds the layer in the screen's geometry; the resolver resolves the presented content.
    let layer: @MainActor (PresentationGeometry, PresentationResolver) -> PresentationLayer
}

/// Resolves a presentation's content where the host keeps its state, with the safe area the
/// presented surface gives it and a `dismiss` action that ends the presentation.
@MainActor
struct PresentationResolver {
    let context: ResolveContext

    /// The environment the presented content resolves in.
    var environment: EnvironmentValues { context.environment }

    /// The nodes of one part of a presentation (an alert's actions, its message), each part at
    /// a place of its own.
    func nodes<V: View>(_ view: V, part: Int) -> [LayoutNode] {
        context.appending(.index(part)).nodes(view)
    }

    /// The nodes of `view` laid out inside the safe area `safeArea` gives once it is placed
    /// (a sheet knows its own safe area only after its content says which detents it has).
    func content<V: View>(_ view: V, safeArea: @escaping @MainActor () -> EdgeInsets = { EdgeInsets() })
        -> LayoutNode
    {
        let id = SafeAreaID()
        let inner = context.appending(.content).with { $0.safeAreaID = id }
        let node = inner.node(view)
        return SafeAreaNode(child: node, id: id, insets: { _ in safeArea() }, environment: inner.environment)
    }
}

/// Where a presentation is drawn: the screen or window, its safe area and display corners,
/// and the frame of the view that presents it (points, the render's coordinates).
struct PresentationGeometry: Equatable, Sendable {
    /// The screen or window the presentation covers.
    var container: CGRect
    /// The container's safe-area insets (status bar, home indicator).
    var safeArea: EdgeInsets
    /// The radius of the display's (or window's) corners: the outermost container shape that
    /// presented surfaces are concentric with.
    var displayCornerRadius: CGFloat
    /// The presenting view's frame.
    var source: CGRect
    /// Whether the container is regular width (an iPad or a window): popovers and dialogs float
    /// beside their source there instead of becoming sheets.
    var isRegularWidth: Bool
}

/// What a presentation draws over the screen, bottom to top: the dimming, the presenting view
/// again (a context menu lifts it above the dimming), then its panel.
struct PresentationLayer {
    /// The opacity of the black overlay over everything beneath (docs/reference/seeds.md#dimming).
    var dimming: Double
    /// The presented surface with its content.
    var panel: AnyView
    /// Where the panel goes, given how the panel sizes itself for a proposal.
    var frame: @MainActor (_ sizeFor: (ProposedViewSize) -> CGSize) -> CGRect
    /// Draws the presenting view again above the dimming (a context menu's preview).
    var liftsSource = false
    /// How much the content beneath shrinks (a full-height sheet pushes it back; 1 = not at all).
    var backgroundScale: CGFloat = 1
    /// How the content beneath recedes in place (a context menu's), if it does.
    var backgroundRecede: PresentationRecede? = nil
}

/// The content beneath a presentation shrunk about its center and blurred (a context menu's
/// background).
struct PresentationRecede: Equatable {
    /// The content's scale (0…1).
    var scale: CGFloat
    /// The blur's standard deviation (points).
    var blur: CGFloat
}

/// The presentations a view's subtree asks for, in view order.
struct PresentationsKey: PreferenceKey {
    static var defaultValue: [PresentationRequest] { [] }
    static func reduce(value: inout [PresentationRequest], nextValue: () -> [PresentationRequest]) {
        value += nextValue()
    }
}

/// A node's weak reference, set once the node that refers to itself is made.
@MainActor
final class WeakNodeBox {
    weak var node: LayoutNode?
}

extension View {
    /// Asks the screen for a presentation while `isPresented`; the request knows the presenting
    /// view's node, so the layer can start from where it was placed.
    func presentation(
        _ kind: PresentationRequest.Kind, isPresented: Bool, dismiss: @escaping @MainActor @Sendable () -> Void,
        layer: @escaping @MainActor (PresentationGeometry, PresentationResolver) -> PresentationLayer
    ) -> some View {
        wrap { node, context in
            let box = WeakNodeBox()
            let transform = PreferenceTransformNode<PresentationsKey>(
                child: node,
                transform: { requests in
                    guard isPresented else { return }
                    requests.append(PresentationRequest(kind: kind, source: box.node, dismiss: dismiss, layer: layer))
                }, environment: context.environment)
            box.node = transform
            transform.attributes.recorded.append(isPresented ? "\(kind.rawValue) presented" : kind.rawValue)
            return transform
        }
    }
}
