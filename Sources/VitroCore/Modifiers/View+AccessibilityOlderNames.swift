import Foundation

/// The older names of the accessibility modifiers (`accessibility(label:)`, ...), which SwiftUI
/// deprecates for a future release and renames. Each forwards to the modifier of the new name.
extension View {
    /// The label of the view for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The value of the view for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// What activating the view does, for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hides the view from assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// The identifier of the view for UI tests (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// The order of the view for assistive technologies (the older name).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    /// The labels Voice Control accepts for the view (the older name; recorded).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> some View { record("accessibilityInputLabels") }

    /// Where assistive technologies activate the view, in its coordinates (the older name;
    /// recorded).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> some View { record("accessibilityActivationPoint") }

    /// Where assistive technologies activate the view, in unit coordinates (the older name;
    /// recorded).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> some View { record("accessibilityActivationPoint") }

    /// The identifier of the view when it is an option of a selection (the older name; recorded).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the tag(_:) modifier.")
    public func accessibility(selectionIdentifier: AnyHashable) -> some View {
        record("accessibilitySelectionIdentifier")
    }
}
