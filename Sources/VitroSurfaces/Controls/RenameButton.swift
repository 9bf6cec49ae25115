import Foundation
@_spi(Nodes) import VitroCore

/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename" with the pencil symbol;
/// tapping it calls the environment's `rename` action.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public var body: some View {
        let action = rename
        return Button("Rename", systemImage: "pencil") { action?() }
    }
}

extension RenameButton where Label == VitroSurfaces.Label<Text, Image> {
    /// The system's rename button.
    public init() {}
}
