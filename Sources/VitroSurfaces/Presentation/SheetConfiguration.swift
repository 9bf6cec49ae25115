import Foundation
@_spi(Nodes) import VitroCore

/// What a sheet's content says about the sheet: its detents, grabber, background, corner radius
/// and background interaction, carried up to the sheet as a preference.
struct SheetConfiguration: @unchecked Sendable {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var background: AnyView?
    var cornerRadius: CGFloat??
    var backgroundInteraction: PresentationBackgroundInteraction?
    /// How the sheet is sized on regular width (`presentationSizing(_:)`).
    var sizing: AnyPresentationSizing?

    /// Fills what this configuration leaves unset from `other`.
    mutating func merge(_ other: SheetConfiguration) {
        detents = detents ?? other.detents
        selection = selection ?? other.selection
        dragIndicator = dragIndicator ?? other.dragIndicator
        background = background ?? other.background
        cornerRadius = cornerRadius ?? other.cornerRadius
        backgroundInteraction = backgroundInteraction ?? other.backgroundInteraction
        sizing = sizing ?? other.sizing
    }
}

struct SheetConfigurationKey: PreferenceKey {
    static var defaultValue: SheetConfiguration { SheetConfiguration() }
    static func reduce(value: inout SheetConfiguration, nextValue: () -> SheetConfiguration) {
        value.merge(nextValue())
    }
}

extension View {
    /// Sets a field of the enclosing sheet's configuration (the innermost setting wins).
    private func sheetConfiguration(_ change: @escaping (inout SheetConfiguration) -> Void) -> some View {
        transformPreference(SheetConfigurationKey.self) { value in
            var own = SheetConfiguration()
            change(&own)
            value.merge(own)
        }
    }

    /// The heights the enclosing sheet rests at; it opens at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        sheetConfiguration { $0.detents = detents }
    }

    /// The heights the enclosing sheet rests at, with the one it shows bound to `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    {
        sheetConfiguration {
            $0.detents = detents
            $0.selection = selection
        }
    }

    /// Whether the enclosing sheet shows its grabber (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        sheetConfiguration { $0.dragIndicator = visibility }
    }

    /// Fills the enclosing sheet's background with `style` instead of its Liquid Glass or opaque
    /// background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let view = AnyView(Rectangle().fill(style))
        return sheetConfiguration { $0.background = view }
    }

    /// Draws `content` as the enclosing sheet's background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        let view = AnyView(ZStack(alignment: alignment) { content() })
        return sheetConfiguration { $0.background = view }
    }

    /// The enclosing sheet's corner radius (points), or nil for the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        sheetConfiguration { $0.cornerRadius = .some(cornerRadius) }
    }

    /// Whether people can use the view behind the enclosing sheet: an enabled interaction leaves
    /// it undimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        sheetConfiguration { $0.backgroundInteraction = interaction }
    }
}
