import Foundation
@_spi(Nodes) import VitroCore

/// An alert as macOS 26 draws it: a compact 260 pt panel on the alert material (AppKit's
/// sheet material), the app's icon at the top, the title in the bold 13 pt system font and the
/// message in the 11 pt one, centered, then the buttons — side by side when there are two
/// (cancel leading), stacked otherwise — with the default button in the accent color. Nothing
/// behind it is dimmed (see `MacPresentationMetrics`).
struct MacAlertPanel: View {
    let title: Text
    let message: LayoutNode?
    let buttons: [AlertButton]
    @Environment(\.platform) private var platform

    var body: some View {
        let m = MacPresentationMetrics.self
        let (ordered, horizontal) = AlertButtonStack.arranged(buttons)
        let nodes = ordered.map(\.node)
        return VStack(spacing: 0) {
            AppIconPlaceholder()
                .frame(width: m.alertIconSize, height: m.alertIconSize)
                .padding(.bottom, 12)
            title.font(.system(size: m.fontSize, weight: .bold)).foregroundStyle(Color.primary)
            if let message {
                ResolvedNodes(nodes: [message]).padding(.top, 6)
            }
            Group {
                if horizontal {
                    HStack(spacing: m.alertButtonSpacing) {
                        ForEach(0..<nodes.count) { ResolvedNodes(nodes: [nodes[$0]]).frame(maxWidth: .infinity) }
                    }
                } else {
                    VStack(spacing: m.alertButtonSpacing) {
                        ForEach(0..<nodes.count) { ResolvedNodes(nodes: [nodes[$0]]).frame(maxWidth: .infinity) }
                    }
                }
            }
            .padding(.top, m.alertPadding)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .padding(m.alertPadding)
        .frame(width: m.alertWidth)
        .presentationSurface(
            PlatformTraits.of(platform).alertMaterial,
            in: RoundedRectangle(cornerRadius: m.alertCornerRadius, style: .continuous))
    }
}

/// Where an app's icon goes in an alert: a rounded square in the accent color with a white
/// app symbol, standing in for the icon a render has no bundle to take it from.
struct AppIconPlaceholder: View {
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                // The macOS icon grid: the squircle fills 80 % of the icon's canvas, its
                // corners 22.5 % of the squircle's side (Apple's app icon template).
                // Shaded darker toward the bottom, never lighter than the accent itself, so the
                // white glyph keeps WCAG's 3:1 for graphics over the whole tile (the accent
                // thinned to 0.75 at the top left it at 2.9:1 on the light panel).
                let tile = RoundedRectangle(cornerRadius: side * 0.8 * 0.225, style: .continuous)
                tile.fill(Color.accentColor)
                    .overlay {
                        tile.fill(
                            LinearGradient(
                                colors: [.clear, Color.black.opacity(0.2)], startPoint: .top, endPoint: .bottom))
                    }
                    .frame(width: side * 0.8, height: side * 0.8)
                Image(systemName: "square.grid.2x2")
                    .font(.system(size: side * 0.34))
                    .foregroundStyle(Color.white)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

/// A button in a macOS alert: a 28 pt capsule in the 13 pt system font, the first button that
/// is neither cancel nor destructive the default one (the app's accent under a white label:
/// the tint the presenter set, which macOS's default "Multicolor" accent lets an app choose,
/// else the system's blue), the others on a gray fill; a destructive label red.
struct MacAlertButtonStyle: ButtonStyle {
    /// Remembers whether the default button is taken: buttons resolve in order, and the first
    /// that can be the default is.
    final class Default: @unchecked Sendable {
        var taken = false
    }
    let chosen: Default

    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        let isDefault =
            (role == nil || role == .confirm) && !chosen.taken
        if isDefault { chosen.taken = true }
        let ink: Color = role == .destructive ? .red : isDefault ? .white : .primary
        return configuration.label
            .font(.system(size: MacPresentationMetrics.fontSize, weight: isDefault ? .semibold : .regular))
            .foregroundStyle(ink)
            .lineLimit(1)
            .padding(.horizontal, 10)
            .frame(maxWidth: .infinity, minHeight: MacPresentationMetrics.alertButtonHeight)
            .background(
                isDefault ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(semantic: .tertiarySystemFill)),
                in: Capsule()
            )
            .preference(key: DialogButtonRoleKey.self, value: DialogButtonRole(role: role))
    }
}

extension MacAlertPanel {
    /// The layer of a macOS alert: centered in the window, nothing dimmed.
    @MainActor
    static func layer(
        _ title: Text, actions: AnyView?, message: AnyView?, in geometry: PresentationGeometry,
        resolver: PresentationResolver, dismiss: @escaping @MainActor () -> Void
    ) -> PresentationLayer {
        let buttons = AlertButton.resolve(
            actions, style: MacAlertButtonStyle(chosen: MacAlertButtonStyle.Default()), resolver: resolver,
            dismiss: dismiss)
        let messageNode = message.map {
            resolver.content($0.font(.system(size: MacPresentationMetrics.smallFontSize)))
        }
        let panel = MacAlertPanel(title: title, message: messageNode, buttons: buttons)
        return PresentationLayer(
            dimming: 0, panel: AnyView(panel),
            frame: { sizeFor in
                let size = sizeFor(ProposedViewSize(width: MacPresentationMetrics.alertWidth, height: nil))
                let c = geometry.container
                return CGRect(
                    x: c.midX - size.width / 2, y: c.midY - size.height / 2, width: size.width, height: size.height)
            })
    }
}
