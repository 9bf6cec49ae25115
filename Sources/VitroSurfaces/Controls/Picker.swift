import Foundation
@_spi(Nodes) import VitroCore

/// A control that selects one of its options, as SwiftUI's `Picker`, drawn at rest in the
/// style set with `pickerStyle(_:)`.
///
/// Options are the content's views, each selected by its `View/tag(_:)` (a `ForEach` tags
/// each element's view with its id). The option whose tag equals the selection is the selected
/// one; through a `ViewHost`, tapping an option's label (segmented, inline, wheel and palette
/// styles) writes its tag through the binding.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    /// The selection; nil for `sources:` that do not all select the same value.
    let selection: Binding<SelectionValue>?
    let content: Content
    /// Shown for the selected value by the menu style, instead of the selected option.
    var currentValueLabel: AnyView?

    /// A picker of `content`'s tagged options bound to `selection`, labeled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
        currentValueLabel = nil
    }

    /// A picker whose selection may be mixed (`sources:`).
    init(mixed selection: Binding<SelectionValue>?, content: Content, label: Label, currentValueLabel: AnyView?) {
        self.selection = selection
        self.content = content
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The older form with the label first (deprecated in SwiftUI, common in app code).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let kind = context.environment.pickerKind
        let options = PickerOptions(
            context.appending(.content).with { PickerLook.optionEnvironment(kind, &$0) }.nodes(content))
        let selected = selection.flatMap { options.index(of: AnyHashable($0.wrappedValue)) }
        let selection = selection
        let choose: (Int) -> Void = { i in
            if let tag = options.tags[i], let value = tag.base as? SelectionValue { selection?.wrappedValue = value }
        }
        let look = PickerLook(
            kind: kind, label: AnyView(label), options: options, selected: selected,
            currentValueLabel: currentValueLabel,
            choose: choose,
            showsLabel: (context.environment.showsControlLabel || context.environment.isInListRow)
                && !context.environment.labelsHidden,
            colorScheme: context.environment.colorScheme,
            isEnabled: context.environment.isEnabled)
        return context.appending(.secondary).nodes(look)
    }
}

extension Picker where Label == Text {
    /// A picker of `content`'s tagged options bound to `selection`, labeled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker of `content`'s tagged options bound to `selection`, labeled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == VitroSurfaces.Label<Text, Image> {
    /// A picker labeled `titleKey` with the symbol `systemImage`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            selection: selection, content: content, label: { VitroSurfaces.Label(titleKey, systemImage: systemImage) })
    }
}

struct ShowsControlLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls that hide their label when they stand alone (a menu `Picker`, a compact
    /// `DatePicker` keeps it) show it leading, as they do in `Form` and `List` rows. Containers
    /// that draw rows set it.
    var showsControlLabel: Bool {
        get { self[ShowsControlLabelKey.self] }
        set { self[ShowsControlLabelKey.self] = newValue }
    }
}
