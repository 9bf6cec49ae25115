import Foundation
@_spi(Nodes) import VitroCore

/// A button that pastes from the pasteboard, as SwiftUI's `PasteButton`: the system's capsule
/// "Paste" button with the clipboard symbol, in the tint. Linux has no system pasteboard, so a
/// tap pastes nothing (the action is kept, not called).
public struct PasteButton: View {
    /// A button that pastes items of `payloadType`, handed to `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A button that pastes items of `supportedContentTypes`, handed to `payloadAction` as
    /// item providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        Button {
        } label: {
            VitroSurfaces.Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}
