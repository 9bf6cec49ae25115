import Foundation

/// The drag and drop session modifiers of SwiftUI (iOS 26 and later): they follow a drag or a
/// drop while it runs and say which operations it may perform. A still image has no drag in
/// progress, so none of them changes a pixel; each is recorded on the view's node by name, and
/// its closure is kept unrun, as SwiftUI runs it only while a session is active.
extension View {
    /// Runs `onUpdate` on each update of a drop session over this view or its descendants'
    /// drop destinations (recorded: a still image has no drop in progress, so it never runs).
    public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View {
        record("onDropSessionUpdated")
    }

    /// Runs `onUpdate` on each update of a drag that started from this view's `draggable`
    /// modifiers (recorded: a still image has no drag in progress, so it never runs).
    public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View {
        record("onDragSessionUpdated")
    }

    /// Chooses, for each drop session over this view's drop destinations, the operation the drop
    /// performs (recorded: SwiftUI asks only while a drop is in progress).
    public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View {
        record("dropConfiguration")
    }

    /// The operations a drag from this view allows, inside the app and into other apps
    /// (recorded with its values: a still image drags nothing).
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View {
        record(
            "dragConfiguration(withinApp: move \(configuration.operationsWithinApp.allowMove), "
                + "outsideApp: copy \(configuration.operationsOutsideApp.allowCopy))"
        )
    }
}
