import Foundation

/// Accessibility modifiers with SwiftUI's signatures beyond the common ones. Assistive
/// technologies do not read a still image: each is recorded on the view's node by name.
extension View {
    /// SwiftUI's `accessibilityValue` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View {
        record("accessibilityValue")
    }

    /// SwiftUI's `accessibilityValue` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        record("accessibilityValue")
    }

    /// SwiftUI's `accessibilityValue` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> some View where S: StringProtocol {
        record("accessibilityValue")
    }

    /// SwiftUI's `accessibilityShowsLargeContentViewer` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> some View
    where V: View { record("accessibilityShowsLargeContentViewer") }

    /// SwiftUI's `accessibilityShowsLargeContentViewer` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityShowsLargeContentViewer() -> some View { record("accessibilityShowsLargeContentViewer") }

    /// SwiftUI's `accessibilityLinkedGroup` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityLinkedGroup<ID>(id: ID, in namespace: Namespace.ID) -> some View where ID: Hashable {
        record("accessibilityLinkedGroup")
    }

    /// SwiftUI's `accessibilityLabel` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View { record("accessibilityLabel") }

    /// SwiftUI's `accessibilityLabel` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        record("accessibilityLabel")
    }

    /// SwiftUI's `accessibilityLabel` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> some View where S: StringProtocol {
        record("accessibilityLabel")
    }

    /// SwiftUI's `accessibilityLabel` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityLabel<V>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View
    where V: View { record("accessibilityLabel") }

    /// SwiftUI's `speechAlwaysIncludesPunctuation` (recorded: for assistive technologies, no effect on a still image).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        record("speechAlwaysIncludesPunctuation")
    }

    /// SwiftUI's `speechSpellsOutCharacters` (recorded: for assistive technologies, no effect on a still image).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { record("speechSpellsOutCharacters") }

    /// SwiftUI's `speechAdjustedPitch` (recorded: for assistive technologies, no effect on a still image).
    public func speechAdjustedPitch(_ value: Double) -> some View { record("speechAdjustedPitch") }

    /// SwiftUI's `speechAnnouncementsQueued` (recorded: for assistive technologies, no effect on a still image).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { record("speechAnnouncementsQueued") }

    /// SwiftUI's `accessibilityHint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View { record("accessibilityHint") }

    /// SwiftUI's `accessibilityHint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        record("accessibilityHint")
    }

    /// SwiftUI's `accessibilityHint` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> some View where S: StringProtocol {
        record("accessibilityHint")
    }

    /// SwiftUI's `accessibilityScrollAction` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        record("accessibilityScrollAction")
    }

    /// SwiftUI's `accessibilityRespondsToUserInteraction` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> some View
    { record("accessibilityRespondsToUserInteraction") }

    /// SwiftUI's `accessibilityRespondsToUserInteraction` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        record("accessibilityRespondsToUserInteraction")
    }

    /// SwiftUI's `accessibilityHidden` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { record("accessibilityHidden") }

    /// SwiftUI's `accessibilityScrollStatus` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> some View {
        record("accessibilityScrollStatus")
    }

    /// SwiftUI's `accessibilityScrollStatus` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> some View {
        record("accessibilityScrollStatus")
    }

    /// SwiftUI's `accessibilityScrollStatus` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityScrollStatus(_ status: some StringProtocol, isEnabled: Bool = true) -> some View {
        record("accessibilityScrollStatus")
    }

    /// SwiftUI's `accessibilityInputLabels` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View {
        record("accessibilityInputLabels")
    }

    /// SwiftUI's `accessibilityInputLabels` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View {
        record("accessibilityInputLabels")
    }

    /// SwiftUI's `accessibilityInputLabels` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool) -> some View where S: StringProtocol {
        record("accessibilityInputLabels")
    }

    /// SwiftUI's `accessibilityRotorEntry` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotorEntry<ID>(id: ID, in namespace: Namespace.ID) -> some View where ID: Hashable {
        record("accessibilityRotorEntry")
    }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor<EntryModel>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor<EntryModel>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityRotor<L, EntryModel>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where L: StringProtocol, EntryModel: Identifiable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityRotor<L, EntryModel, ID>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where L: StringProtocol, ID: Hashable { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        record("accessibilityRotor")
    }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        record("accessibilityRotor")
    }

    /// SwiftUI's `accessibilityRotor` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityRotor<L>(_ label: L, textRanges: [Range<String.Index>]) -> some View
    where L: StringProtocol { record("accessibilityRotor") }

    /// SwiftUI's `accessibilityIgnoresInvertColors` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        record("accessibilityIgnoresInvertColors")
    }

    /// SwiftUI's `accessibilityIdentifier` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        record("accessibilityIdentifier")
    }

    /// SwiftUI's `accessibilityRepresentation` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View where V: View {
        record("accessibilityRepresentation")
    }

    /// SwiftUI's `accessibilityChildren` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityChildren<V>(@ViewBuilder children: () -> V) -> some View where V: View {
        record("accessibilityChildren")
    }

    /// SwiftUI's `accessibilityActivationPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View {
        record("accessibilityActivationPoint")
    }

    /// SwiftUI's `accessibilityActivationPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        record("accessibilityActivationPoint")
    }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View {
        record("accessibilityDragPoint")
    }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> some View
    { record("accessibilityDragPoint") }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View
    where S: StringProtocol { record("accessibilityDragPoint") }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View {
        record("accessibilityDropPoint")
    }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> some View
    { record("accessibilityDropPoint") }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View
    where S: StringProtocol { record("accessibilityDropPoint") }

    /// SwiftUI's `accessibilityActivationPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        record("accessibilityActivationPoint")
    }

    /// SwiftUI's `accessibilityActivationPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        record("accessibilityActivationPoint")
    }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View {
        record("accessibilityDragPoint")
    }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View {
        record("accessibilityDragPoint")
    }

    /// SwiftUI's `accessibilityDragPoint` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> some View where S: StringProtocol {
        record("accessibilityDragPoint")
    }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View {
        record("accessibilityDropPoint")
    }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View {
        record("accessibilityDropPoint")
    }

    /// SwiftUI's `accessibilityDropPoint` (recorded: for assistive technologies, no effect on a still image).
    @_disfavoredOverload
    public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> some View where S: StringProtocol {
        record("accessibilityDropPoint")
    }

    /// SwiftUI's `accessibilityAction` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityAction<Label>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View
    where Label: View { record("accessibilityAction") }

    /// SwiftUI's `accessibilityActions` (recorded: for assistive technologies, no effect on a still image).
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content: View {
        record("accessibilityActions")
    }
}
