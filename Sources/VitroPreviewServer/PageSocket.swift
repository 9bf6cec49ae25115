import FlyingFox
import Foundation
import VitroPreviewKit

/// A page's WebSocket: updates go out; the variant switches come in as `options` messages,
/// which only choose among the options `vitro preview` takes (nothing from a message runs).
struct PageSocket: WSMessageHandler {
    let state: LiveState
    let onOptions: @Sendable (PreviewOptions) -> Void
    /// A message from a page is a few hundred bytes; longer ones are dropped.
    static let maxMessage = 16 * 1024

    struct Incoming: Decodable {
        var type: String
        var options: PreviewOptions?
    }

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        guard let (id, outgoing) = await state.connect() else {
            return AsyncStream { $0.yield(.close(WSCloseCode(4000, reason: "too many pages"))); $0.finish() }
        }
        let state = state
        let onOptions = onOptions
        Task {
            for await message in client {
                guard case .text(let text) = message, text.utf8.count <= Self.maxMessage,
                    let incoming = try? JSONDecoder().decode(Incoming.self, from: Data(text.utf8)),
                    incoming.type == "options", var options = incoming.options
                else { continue }
                options.filter = await state.options.filter
                guard (try? options.validate()) != nil else { continue }
                onOptions(options)
            }
            // The page went away (closed, reloaded, or the connection dropped).
            await state.disconnect(id)
        }
        return outgoing
    }
}
