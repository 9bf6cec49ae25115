import Foundation

/// Scrolling modifiers with SwiftUI's signatures: callbacks of scroll geometry, phase and
/// visibility, and behaviors of a moving scroll view. A still image shows a scroll view at rest,
/// so each is recorded on the view's node by name.
extension View {
    /// SwiftUI's `selectionDisabled` (recorded: a still image shows no editing).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { record("selectionDisabled") }

    /// SwiftUI's `onScrollTargetVisibilityChange` (recorded: a still image shows the scroll view at rest).
    public func onScrollTargetVisibilityChange<ID>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View where ID: Hashable { record("onScrollTargetVisibilityChange") }

    /// SwiftUI's `onScrollVisibilityChange` (recorded: a still image shows the scroll view at rest).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        record("onScrollVisibilityChange")
    }

    /// SwiftUI's `moveDisabled` (recorded: a still image shows no editing).
    public func moveDisabled(_ isDisabled: Bool) -> some View { record("moveDisabled") }

    /// SwiftUI's `scrollIndicatorsFlash` (recorded: a still image shows the scroll view at rest).
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { record("scrollIndicatorsFlash") }

    /// SwiftUI's `scrollIndicatorsFlash` (recorded: a still image shows the scroll view at rest).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { record("scrollIndicatorsFlash") }

    /// SwiftUI's `scrollDisabled` (recorded: a still image shows the scroll view at rest).
    public func scrollDisabled(_ disabled: Bool) -> some View { record("scrollDisabled") }

    /// SwiftUI's `scrollBounceBehavior` (recorded: a still image shows the scroll view at rest).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        record("scrollBounceBehavior")
    }

    /// SwiftUI's `onScrollPhaseChange` (recorded: a still image shows the scroll view at rest).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> some View
    { record("onScrollPhaseChange") }

    /// SwiftUI's `onScrollPhaseChange` (recorded: a still image shows the scroll view at rest).
    public func onScrollPhaseChange(
        _ action:
            @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View { record("onScrollPhaseChange") }

    /// SwiftUI's `onScrollGeometryChange` (recorded: a still image shows the scroll view at rest).
    public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View where T: Equatable { record("onScrollGeometryChange") }

    /// SwiftUI's `deleteDisabled` (recorded: a still image shows no editing).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { record("deleteDisabled") }
}
