import Foundation
@_spi(Nodes) import VitroCore

extension Picker {
    /// The one value every source selects, as a binding that sets them all; nil when they
    /// select different values (or there are none), which selects no option.
    static func common<C: RandomAccessCollection>(
        _ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>
    ) -> Binding<SelectionValue>? {
        let bindings = sources.map { $0[keyPath: selection] }
        guard let first = bindings.first?.wrappedValue, bindings.allSatisfy({ $0.wrappedValue == first }) else {
            return nil
        }
        return Binding(get: { first }, set: { value in bindings.forEach { $0.wrappedValue = value } })
    }

    /// A picker whose menu button shows `currentValueLabel` for the selection.
    public init<CurrentValueLabel: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            mixed: selection, content: content(), label: label(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// A picker that sets the selection of every source: an option is checked when all select it.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(mixed: Self.common(sources, selection), content: content(), label: label(), currentValueLabel: nil)
    }

    /// A picker over several sources whose menu button shows `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            mixed: Self.common(sources, selection), content: content(), label: label(),
            currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey` whose menu button shows `currentValueLabel`.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// A picker titled `titleKey` over several sources.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker titled `titleKey` over several sources whose menu button shows `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(titleKey) },
            currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == VitroSurfaces.Label<Text, Image> {
    /// A picker titled `titleKey` with the symbol `systemImage`, showing `currentValueLabel`.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content,
            label: { VitroSurfaces.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// A picker titled `titleKey` with the image resource `image`.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Self.label(titleKey, image) })
    }

    /// A picker titled `titleKey` with the image resource `image`, showing `currentValueLabel`.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { Self.label(titleKey, image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled `titleKey` with the symbol `systemImage` over several sources.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { VitroSurfaces.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker titled `titleKey` with the symbol `systemImage` over several sources, showing
    /// `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { VitroSurfaces.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// A picker titled `titleKey` with the image resource `image` over several sources.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Self.label(titleKey, image) })
    }

    /// A picker titled `titleKey` with the image resource `image` over several sources, showing
    /// `currentValueLabel`.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Self.label(titleKey, image) },
            currentValueLabel: currentValueLabel)
    }

    static func label(_ titleKey: LocalizedStringKey, _ image: ImageResource) -> VitroSurfaces.Label<Text, Image> {
        VitroSurfaces.Label {
            Text(titleKey)
        } icon: {
            Image(image)
        }
    }
}
