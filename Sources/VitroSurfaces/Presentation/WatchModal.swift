import Foundation
@_spi(Nodes) import VitroCore

/// Modals as watchOS draws them (docs/reference/seeds.md#platforms: full-screen modals on a
/// material, their controls on a thinner one): a sheet, a full-screen cover or an alert fills the
/// whole screen on the platform's material; a sheet or cover has its close button in the
/// top-leading corner, beside the time; an alert's buttons are full-width capsules on the thinner
/// material.
@MainActor
enum WatchModal {
    /// A sheet or full-screen cover over the whole screen on `material`, the content in the
    /// screen's safe area.
    static func sheet(
        _ content: AnyView, material: Material, in geometry: PresentationGeometry, resolver: PresentationResolver
    ) -> PresentationLayer {
        let safeArea = geometry.safeArea
        let node = resolver.content(content, safeArea: { safeArea })
        let controls = resolver.environment.platformTraits.modalControlMaterial ?? material
        let panel = ZStack(alignment: .topLeading) {
            ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity, maxHeight: .infinity)
            WatchCloseButton(material: controls)
                .padding(.leading, WatchMetrics.closeButtonInset.width)
                .padding(.top, WatchMetrics.closeButtonInset.height)
        }
        .background(Rectangle().fill(material))
        return PresentationLayer(dimming: 0, panel: AnyView(panel), frame: { _ in geometry.container })
    }

    /// An alert over the whole screen on the alert material: the title and message centered
    /// under the time, the buttons stacked below them, full width.
    static func alert(
        _ title: Text, actions: AnyView?, message: AnyView?, in geometry: PresentationGeometry,
        resolver: PresentationResolver, dismiss: @escaping @MainActor () -> Void
    ) -> PresentationLayer {
        let traits = resolver.environment.platformTraits
        let controls = traits.modalControlMaterial ?? traits.alertMaterial
        var buttons = AlertButton.resolve(
            actions, style: WatchAlertButtonStyle(material: controls), resolver: resolver, dismiss: dismiss)
        // Stacked, the cancel button last.
        buttons = buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
        let messageNode = message.map { resolver.content($0.font(.footnote)) }
        let nodes = buttons.map(\.node)
        let panel = VStack(spacing: WatchMetrics.spacing) {
            title.font(.headline).foregroundStyle(Color.primary)
            if let messageNode { ResolvedNodes(nodes: [messageNode]).foregroundStyle(HierarchicalShapeStyle.secondary) }
            VStack(spacing: WatchMetrics.spacing) {
                ForEach(0..<nodes.count) { ResolvedNodes(nodes: [nodes[$0]]).frame(maxWidth: .infinity) }
            }
            .padding(.top, WatchMetrics.spacing)
            Spacer(minLength: 0)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, WatchMetrics.margin)
        .padding(.top, geometry.safeArea.top + WatchMetrics.spacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Rectangle().fill(traits.alertMaterial))
        return PresentationLayer(dimming: 0, panel: AnyView(panel), frame: { _ in geometry.container })
    }
}

/// The figures of watchOS modals (points; Vitro's reading of watchOS 26 on a 46 mm watch).
enum WatchMetrics {
    /// The close button's side: a circle beside the time.
    static let closeButtonSize: CGFloat = 30
    /// Where the close button sits from the screen's top-leading corner, inside the rounded
    /// display (its 44 pt corner leaves the circle whole there).
    static let closeButtonInset = CGSize(width: 12, height: 6)
    /// A full-width button's height: the 44 pt control size (`PlatformTraits`).
    static let buttonHeight: CGFloat = 44
    /// The space between an alert's parts and between its buttons.
    static let spacing: CGFloat = 8
    /// The margin at the screen's sides.
    static let margin: CGFloat = 8
}

/// A watchOS modal's close button: an × on the modal controls' material, dismissing the modal.
struct WatchCloseButton: View {
    let material: Material
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button {
            dismiss()
        } label: {
            Image(systemName: "xmark")
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(Color.primary)
                .frame(width: WatchMetrics.closeButtonSize, height: WatchMetrics.closeButtonSize)
                .background(material, in: Circle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Close")
    }
}

/// A button in a watchOS alert: a full-width 44 pt capsule on the modal controls' material,
/// its label centered (red when destructive).
struct WatchAlertButtonStyle: ButtonStyle {
    let material: Material

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: WatchMetrics.buttonHeight)
            .background(material, in: Capsule())
            .preference(key: DialogButtonRoleKey.self, value: DialogButtonRole(role: configuration.role))
    }
}
