import Foundation
@_spi(Nodes) import VitroCore

/// What a `Picker` draws for each style, from its options already resolved.
///
/// Figures: the segmented control is 32 pt tall, UIKit's `UISegmentedControl` intrinsic height;
/// its 13 pt medium labels are UIKit's segment font; the 2 pt inset of the raised selected
/// capsule and the track drawn as a capsule are measured from iOS 26 screenshots. The wheel's
/// 34 pt center band and its 5 visible rows are `UIPickerView`'s (measured from screenshots).
struct PickerLook: View {
    let kind: PickerKind
    let label: AnyView
    let options: PickerOptions
    let selected: Int?
    /// What the menu button shows for the selection, instead of the selected option.
    var currentValueLabel: AnyView? = nil
    let choose: (Int) -> Void
    let showsLabel: Bool
    /// Read by the picker from its context and passed in (not `@Environment`): the look is
    /// resolved from inside the picker's node-making step.
    let colorScheme: ColorScheme
    let isEnabled: Bool

    /// The environment options are resolved in, per style: the segmented font, the menu tint.
    static func optionEnvironment(_ kind: PickerKind, _ environment: inout EnvironmentValues) {
        switch kind {
        case .segmented, .palette:
            environment.font = .footnote
            environment.fontWeight = .medium
            environment.lineLimit = 1
        case .menu:
            if environment.isEnabled {
                environment.foregroundStyle = environment.tint ?? AnyShapeStyle(Color.accentColor)
            } else {
                environment.foregroundStyle = AnyShapeStyle(Color(semantic: .tertiaryLabel))
            }
            environment.lineLimit = 1
        case .inline, .wheel, .navigationLink:
            environment.lineLimit = 1
        }
    }

    var body: some View {
        switch kind {
        case .segmented, .palette: segmented
        case .menu: menu
        case .inline: inline
        case .wheel: wheel
        case .navigationLink: navigationLink
        }
    }

    private func option(_ i: Int) -> some View {
        OptionNodes(nodes: [options.nodes[i]])
    }

    private var selectedOption: some View {
        OptionNodes(nodes: currentValueLabel == nil ? selected.map { [options.nodes[$0]] } ?? [] : [])
            .overlayingCurrentValueLabel(currentValueLabel)
    }

    private var segmented: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.nodes.count, id: \.self) { i in
                option(i)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28)
                    .background {
                        if i == selected {
                            Capsule()
                                .fill(colorScheme == .dark ? Color(white: 0.39) : Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 2)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture { choose(i) }
            }
        }
        .padding(2)
        .frame(height: 32)
        .background(Color(semantic: .tertiarySystemFill), in: Capsule())
        .opacity(isEnabled ? 1 : 0.4)
    }

    /// The menu button: the selected value and up/down chevrons in the tint.
    private var menuButton: some View {
        HStack(spacing: 4) {
            selectedOption
            UpDownChevrons()
        }
    }

    @ViewBuilder private var menu: some View {
        if showsLabel {
            HStack {
                label
                Spacer(minLength: 8)
                menuButton
            }
        } else {
            menuButton
        }
    }

    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.nodes.count, id: \.self) { i in
                HStack {
                    option(i)
                    Spacer(minLength: 8)
                    if i == selected {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(TintShapeStyle())
                    }
                }
                .frame(minHeight: 44)
                .onTapGesture { choose(i) }
            }
        }
    }

    private var wheel: some View {
        let center = selected ?? 0
        return ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(semantic: .quaternarySystemFill))
                .frame(height: 34)
            VStack(spacing: 0) {
                ForEach(-2...2, id: \.self) { offset in
                    let i = center + offset
                    Group {
                        if i >= 0, i < options.nodes.count {
                            option(i).onTapGesture { choose(i) }
                        } else {
                            Color.clear
                        }
                    }
                    .frame(height: 34)
                    .scaleEffect(offset == 0 ? 1 : 1 - 0.08 * Double(abs(offset)))
                    .opacity(offset == 0 ? 1 : 0.55 - 0.15 * Double(abs(offset)))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 170)
    }

    private var navigationLink: some View {
        HStack {
            label
            Spacer(minLength: 8)
            selectedOption.foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
        }
    }
}

/// The up/down chevrons of a menu button (SF Symbols' `chevron.up.chevron.down`), drawn from
/// `chevron.up` over `chevron.down` at 9 pt.
struct UpDownChevrons: View {
    var body: some View {
        VStack(spacing: -1) {
            Image(systemName: "chevron.up")
            Image(systemName: "chevron.down")
        }
        .font(.system(size: 9, weight: .semibold))
    }
}

extension View {
    /// The view, or `label` in its place when there is one (a picker's current value label).
    @ViewBuilder func overlayingCurrentValueLabel(_ label: AnyView?) -> some View {
        if let label { label } else { self }
    }
}
