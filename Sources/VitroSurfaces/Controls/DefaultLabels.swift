import Foundation
@_spi(Nodes) import VitroCore

/// The label a ``ShareLink`` made without one draws, as SwiftUI's `DefaultShareLinkLabel`:
/// “Share” with the `square.and.arrow.up` symbol.
public typealias DefaultShareLinkLabel = Label<Text, Image>

/// The label of a ``Tab`` made from a title and a symbol, as SwiftUI's `DefaultTabLabel`.
public typealias DefaultTabLabel = TabLabel
