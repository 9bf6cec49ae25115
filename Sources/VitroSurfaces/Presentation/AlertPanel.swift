import Foundation
@_spi(Nodes) import VitroCore

/// An alert as iOS 26 draws it: a Liquid Glass panel centered on the dimmed screen, its title
/// and message aligned to the leading edge, its buttons capsules concentric with its corners —
/// side by side when there are two (the cancel button leading), stacked when there are more
/// (the cancel button last), one full-width "OK" when the alert gives none.
struct AlertPanel: View {
    let title: Text
    let message: LayoutNode?
    let buttons: [AlertButton]
    @Environment(\.platform) private var platform

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                title.font(.headline).foregroundStyle(Color.primary)
                if let message {
                    ResolvedNodes(nodes: [message])
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, PresentationMetrics.alertTextPadding)
            .padding(.top, PresentationMetrics.alertTextPadding)
            .padding(.bottom, PresentationMetrics.alertTextPadding - PresentationMetrics.alertButtonInset)
            AlertButtonStack(buttons: buttons, spacing: PresentationMetrics.alertButtonSpacing)
                .padding(PresentationMetrics.alertButtonInset)
        }
        .frame(width: PresentationMetrics.alertWidth)
        .presentationSurface(
            PlatformTraits.of(platform).alertMaterial,
            in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous))
    }
}

/// A dialog's buttons in iOS 26's arrangement: two side by side with the cancel button leading,
/// otherwise one above another with the cancel button last.
struct AlertButtonStack: View {
    let buttons: [AlertButton]
    let spacing: CGFloat

    /// The buttons in the order they are drawn.
    static func arranged(_ buttons: [AlertButton]) -> (buttons: [AlertButton], isHorizontal: Bool) {
        let cancel = buttons.filter { $0.role == .cancel }
        let others = buttons.filter { $0.role != .cancel }
        if buttons.count == 2 { return (cancel + others, true) }
        return (others + cancel, false)
    }

    var body: some View {
        let (ordered, horizontal) = Self.arranged(buttons)
        let nodes = ordered.map(\.node)
        if horizontal {
            HStack(spacing: spacing) {
                ForEach(0..<nodes.count) { ResolvedNodes(nodes: [nodes[$0]]).frame(maxWidth: .infinity) }
            }
        } else {
            VStack(spacing: spacing) {
                ForEach(0..<nodes.count) { ResolvedNodes(nodes: [nodes[$0]]).frame(maxWidth: .infinity) }
            }
        }
    }
}

/// One resolved button of an alert or dialog and its role.
@MainActor
struct AlertButton {
    let node: LayoutNode
    let role: ButtonRole?

    /// The buttons `actions` resolves to, each drawn as a dialog capsule and dismissing the
    /// presentation after its action; an "OK" button when there are none.
    static func resolve(_ actions: AnyView?, resolver: PresentationResolver, dismiss: @escaping @MainActor () -> Void)
        -> [AlertButton]
    {
        resolve(actions, style: DialogButtonStyle(), resolver: resolver, dismiss: dismiss)
    }

    /// The buttons `actions` resolves to in `style`, which must carry each button's role up
    /// (`DialogButtonRoleKey`).
    static func resolve<S: ButtonStyle>(
        _ actions: AnyView?, style: S, resolver: PresentationResolver, dismiss: @escaping @MainActor () -> Void
    ) -> [AlertButton] {
        let view = AnyView((actions ?? AnyView(Button("OK") {})).buttonStyle(style))
        var buttons: [AlertButton] = []
        for node in resolver.nodes(view, part: 1) {
            PresentationActions.dismissAfterTaps(in: node, dismiss: dismiss)
            let role = PreferenceCollector.collect(DialogButtonRoleKey.self, node) ?? nil
            buttons.append(AlertButton(node: node, role: role?.role))
        }
        if buttons.isEmpty { return resolve(nil, style: style, resolver: resolver, dismiss: dismiss) }
        return buttons
    }
}

/// A button in an alert or dialog: a capsule 44 pt tall filled with the tertiary fill (the
/// accent color for a `.confirm` button), its label centered in the label color (red for a
/// destructive one).
struct DialogButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        let prominent = role == .confirm
        let ink: Color = role == .destructive ? .red : prominent ? .white : .primary
        return configuration.label
            .font(.body.weight(prominent || role == .cancel ? .semibold : .medium))
            .foregroundStyle(ink)
            .lineLimit(1)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: PresentationMetrics.alertButtonHeight)
            .background(
                prominent ? Color.accentColor : Color(semantic: .tertiarySystemFill),
                in: Capsule()
            )
            .preference(key: DialogButtonRoleKey.self, value: DialogButtonRole(role: role))
    }
}

/// A dialog button's role, carried up so the dialog can arrange its buttons.
struct DialogButtonRole: Sendable {
    let role: ButtonRole?
}

struct DialogButtonRoleKey: PreferenceKey {
    static let defaultValue: DialogButtonRole? = nil
    static func reduce(value: inout DialogButtonRole?, nextValue: () -> DialogButtonRole?) {
        value = value ?? nextValue()
    }
}

/// What presented controls do besides their own action.
@MainActor
enum PresentationActions {
    /// Makes every tap under `node` dismiss the presentation after the control's own action,
    /// as the buttons of alerts, dialogs and menus do.
    static func dismissAfterTaps(in node: LayoutNode, dismiss: @escaping @MainActor () -> Void) {
        if let tap = node.attributes.onTap {
            node.attributes.onTap = {
                tap()
                dismiss()
            }
        }
        for child in node.children { dismissAfterTaps(in: child, dismiss: dismiss) }
    }
}
