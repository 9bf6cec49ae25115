import Foundation
@_spi(Nodes) import VitroCore

/// The figures of iOS 26's search fields (points), Vitro's reading of iOS 26 and iPadOS 26
/// screenshots and of UIKit's search bar; the seeds give no numbers.
enum SearchFieldMetrics {
    /// A toolbar field's height: the bar's 44 pt glass capsules (`NavigationBarMetrics`).
    static let toolbarHeight: CGFloat = NavigationBarMetrics.capsuleHeight
    /// The field beside a minimized tab bar: as tall as the bar's circles.
    static let tabHeight: CGFloat = TabBarMetrics.minimizedHeight
    /// A filled field under the navigation title, and the drawer row that holds it: UIKit's
    /// search bar is a 36 pt field in a 52 pt row.
    static let drawerHeight: CGFloat = 36
    static let drawerRowHeight: CGFloat = 52
    /// The width of a toolbar field at the trailing end of an iPad or Mac toolbar (by eye
    /// against iPadOS 26's Files and Mail).
    static let regularWidth: CGFloat = 260
    /// The magnifying glass, the microphone and the clear button; the text is 17 pt (body).
    static let symbolSize: CGFloat = 17
    /// The space from a glass capsule's ends to its content, and inside a filled field.
    static let glassPadding: CGFloat = 14
    static let filledPadding: CGFloat = 8
    /// The space between the field's symbol, tokens, text and trailing control.
    static let spacing: CGFloat = 6
    /// The insertion point of a focused field: 2 pt wide, a little taller than the text.
    static let caretWidth: CGFloat = 2
    static let caretHeight: CGFloat = 22
    /// A token's rounded rectangle and its insets.
    static let tokenCornerRadius: CGFloat = 6
    /// The space between a field and its close control.
    static let closeSpacing: CGFloat = 8
}

/// A search field as iOS 26 draws one: a magnifying glass, the text (or the prompt in the
/// secondary label color) after any tokens, and at the trailing end a clear button
/// (`xmark.circle.fill`) once there is text, else a microphone. While search is presented the
/// field shows an insertion point in the accent color.
///
/// Where it goes is the container's: on iPhone a `NavigationStack` puts it in the bottom
/// toolbar on a Liquid Glass capsule (`Style/glass`), a glass button with
/// `searchToolbarBehavior(.minimize)`; `navigationBarDrawer` puts a filled field under the
/// title (`Style/filled`), as does a split view's sidebar with `.sidebar`; on iPad and Mac the
/// field sits at the trailing end of the toolbar on glass; a tab view's search tab puts it on
/// the floating tab bar.
struct SearchField: View {
    /// How the field is drawn.
    enum Style {
        /// On its own Liquid Glass capsule (toolbars, the tab bar).
        case glass
        /// On a filled capsule under a navigation title or at the top of a sidebar.
        case filled
    }

    let configuration: SearchConfiguration
    let style: Style
    var height: CGFloat = SearchFieldMetrics.toolbarHeight

    var body: some View {
        let c = configuration
        let shape = Capsule()
        let content = HStack(spacing: SearchFieldMetrics.spacing) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: SearchFieldMetrics.symbolSize, weight: .medium))
                .foregroundStyle(HierarchicalShapeStyle.secondary)
            ForEach(0..<c.tokens.count) { index in
                c.tokens[index]
                    .font(.subheadline)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(
                        RoundedRectangle(cornerRadius: SearchFieldMetrics.tokenCornerRadius, style: .continuous)
                            .fill(Color(semantic: .tertiarySystemFill)))
            }
            HStack(spacing: 1) {
                if c.text.isEmpty {
                    if c.isPresented { caret }
                    c.promptText.foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
                } else {
                    Text(verbatim: c.text).foregroundStyle(HierarchicalShapeStyle.primary).lineLimit(1)
                    if c.isPresented { caret }
                }
            }
            .font(.body)
            .accessibilityLabel(c.text.isEmpty ? c.promptText.plainText : c.text)
            Spacer(minLength: 0)
            if !c.text.isEmpty {
                Button(action: { c.setText?("") }) {
                    Image(systemName: "xmark.circle.fill")
                        .font(.system(size: SearchFieldMetrics.symbolSize))
                        .foregroundStyle(HierarchicalShapeStyle.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Clear text")
            } else if c.showsMicrophone {
                Image(systemName: "mic.fill")
                    .font(.system(size: SearchFieldMetrics.symbolSize))
                    .foregroundStyle(HierarchicalShapeStyle.secondary)
                    .accessibilityLabel("Dictate")
            }
        }
        return Group {
            switch style {
            case .glass:
                content
                    .padding(.horizontal, SearchFieldMetrics.glassPadding)
                    .frame(maxWidth: .infinity)
                    .frame(height: height)
                    .glassEffect(.regular, in: shape)
            case .filled:
                content
                    .padding(.horizontal, SearchFieldMetrics.filledPadding)
                    .frame(maxWidth: .infinity)
                    .frame(height: SearchFieldMetrics.drawerHeight)
                    .background(shape.fill(Color(semantic: .tertiarySystemFill)))
            }
        }
        .attribute { attributes in
            attributes.accessibilityIdentifier = "search field"
            // Typing into the field (``ViewHost/enter(_:into:)``) writes the search's text.
            attributes.setValue = { value in
                if let string = value as? String { c.setText?(string) }
            }
            if !c.isPresented, let present = c.setPresented { attributes.onTap = { present(true) } }
        }
    }

    /// The insertion point of a focused field, in the accent color.
    var caret: some View {
        RoundedRectangle(cornerRadius: SearchFieldMetrics.caretWidth / 2)
            .fill(Color.accentColor)
            .frame(width: SearchFieldMetrics.caretWidth, height: SearchFieldMetrics.caretHeight)
    }

    /// The field and, while search is presented, its close control beside it: a glass circle
    /// with an `xmark` beside a glass field, a "Cancel" button beside a filled one.
    var withCloseControl: some View {
        HStack(spacing: SearchFieldMetrics.closeSpacing) {
            self
            if configuration.isPresented {
                SearchCloseButton(configuration: configuration, style: style, height: height)
            }
        }
    }
}

/// Ends a presented search (`dismissSearch`): a glass circle with an `xmark` (toolbars, the
/// tab bar), or a "Cancel" button in the accent color (a filled field).
struct SearchCloseButton: View {
    let configuration: SearchConfiguration
    let style: SearchField.Style
    var height: CGFloat = SearchFieldMetrics.toolbarHeight

    var body: some View {
        let c = configuration
        switch style {
        case .glass:
            Button(action: { c.dismiss() }) {
                Image(systemName: "xmark")
                    .font(.system(size: SearchFieldMetrics.symbolSize, weight: .semibold))
                    .foregroundStyle(HierarchicalShapeStyle.primary)
                    .frame(width: height, height: height)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
            .glassEffect(.regular, in: Circle())
        case .filled:
            Button(action: { c.dismiss() }) { Text(verbatim: "Cancel").foregroundStyle(Color.accentColor) }
                .buttonStyle(.plain)
                .accessibilityLabel("Cancel")
        }
    }
}

/// A minimized search field (`searchToolbarBehavior(.minimize)`): a glass circle with a
/// magnifying glass; tapping it presents search.
struct SearchButton: View {
    let configuration: SearchConfiguration
    var size: CGFloat = SearchFieldMetrics.toolbarHeight

    var body: some View {
        let c = configuration
        Image(systemName: "magnifyingglass")
            .font(.system(size: SearchFieldMetrics.symbolSize, weight: .medium))
            .foregroundStyle(HierarchicalShapeStyle.primary)
            .frame(width: size, height: size)
            .glassEffect(.regular, in: Circle())
            .attribute { attributes in
                attributes.accessibilityLabel = "Search"
                attributes.accessibilityIdentifier = "search button"
                if let present = c.setPresented { attributes.onTap = { present(true) } }
            }
    }
}

/// The scope bar of a presented search: the `searchScopes` options as a segmented control.
struct SearchScopeBar: View {
    let scopes: SearchScopes

    var body: some View {
        scopes.options.frame(maxWidth: .infinity)
    }

    /// Whether the bar shows for `configuration`: on iOS once text is entered (`automatic`,
    /// `onTextEntry`), or as soon as search is presented (`onSearchPresentation`).
    static func shows(for configuration: SearchConfiguration) -> Bool {
        guard let scopes = configuration.scopes, configuration.isPresented else { return false }
        return scopes.activation == .onSearchPresentation || !configuration.text.isEmpty
    }
}
