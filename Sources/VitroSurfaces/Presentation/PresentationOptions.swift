import Foundation
@_spi(Nodes) import VitroCore

/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// A unit point of the presenting view.
    case point(UnitPoint)
}

/// How a sheet answers scrolling, as SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The platform's behavior: a swipe resizes the sheet before scrolling its content.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A swipe resizes the sheet.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A swipe scrolls the sheet's content.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How severe a dialog is, as SwiftUI's `DialogSeverity`.
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    /// The platform's severity for the dialog.
    public static let automatic = DialogSeverity(name: "automatic")
    /// A dialog of standard importance.
    public static let standard = DialogSeverity(name: "standard")
    /// A dialog about something that may lose data.
    public static let critical = DialogSeverity(name: "critical")
}

/// What a file dialog's browser shows, as SwiftUI's `FileDialogBrowserOptions` (macOS panels).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages are browsed as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    /// Hidden files show.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    /// Filename extensions show.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
}

extension View {
    /// Presents `content` in a popover whose arrow points at `attachmentAnchor` while
    /// `isPresented` is true (a sheet in compact width).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        popover(isPresented: isPresented, arrowEdge: arrowEdge, content: content)
    }

    /// Presents a popover for `item` whose arrow points at `attachmentAnchor` while `item` is
    /// not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        popover(item: item, arrowEdge: arrowEdge, content: content)
    }

    /// Whether a swipe on the enclosing sheet resizes it or scrolls its content (recorded: a
    /// still image has no swipe).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        record("presentationContentInteraction")
    }

    /// The icon of the enclosing dialog (recorded: iOS dialogs draw no icon; a macOS alert's).
    public func dialogIcon(_ icon: Image?) -> some View { record("dialogIcon") }

    /// What the enclosing file dialog's browser shows (recorded: the system panel is not drawn).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        record("fileDialogBrowserOptions")
    }
}
