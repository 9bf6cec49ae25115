import Foundation
@_spi(Nodes) import VitroCore

/// Where a document launch screen and its title are, as SwiftUI's
/// `DocumentLaunchGeometryProxy`: what the accessory views of a `DocumentLaunchView` or
/// `DocumentGroupLaunchScene` are given to place themselves around the title.
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The frame of the whole launch screen.
    public var frame: CGRect
    /// The frame of the title view within the screen.
    public var titleViewFrame: CGRect
}

/// The actions a launch scene has when it is given none, as SwiftUI's
/// `DefaultDocumentGroupLaunchActions`: one "Create Document" button.
public struct DefaultDocumentGroupLaunchActions: View {
    /// The default actions.
    public init() {}

    /// The "Create Document" button.
    public var body: some View { NewDocumentButton() }
}

/// A box whose document can be replaced without knowing the box's type, as SwiftUI's
/// `DocumentBaseBox`.
public protocol DocumentBaseBox<Document>: AnyObject {
    /// The document type the box holds.
    associatedtype Document
    /// The document in the box; setting it replaces the document.
    var base: Document? { get set }
}
