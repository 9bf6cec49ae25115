import Vitro

/// The model of SwiftUI's glass toggle example (``GlassToggle``): whether the eraser is shown.
@Observable public final class Toolbox {
    /// Whether the eraser is shown beside the pencil.
    public var isExpanded = false

    /// A toolbox with the eraser hidden.
    public init() {}
}
