import FlyingFox
import Foundation
import VitroPreviewKit

/// A page's WebSocket: updates go out; the variant switches come in as `options` messages,
/// which only choose among the options `vitro preview` takes (nothing from a message runs).
struct PageSocket: WSMessageHandler {
    let state: LiveState
    let onOptions: @Sendable (PreviewOptions) -> Void
    let onGesture: @Sendable (String, PreviewGesture) -> Void
    /// Runs before a page is sent the images' list: the files it is about to load must show
    /// what the live previews show.
    let beforeConnect: @Sendable () async -> Void
    /// A message from a page is a few hundred bytes; longer ones are dropped.
    static let maxMessage = 16 * 1024

    struct Incoming: Decodable {
        var type: String
        var options: PreviewOptions?
        var image: String?
        var x: Double?
        var y: Double?
        var dy: Double?
        var text: String?
        var key: String?
    }

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        await beforeConnect()
        guard let (id, outgoing) = await state.connect() else {
            return AsyncStream {
                $0.yield(.close(WSCloseCode(4000, reason: "too many pages"))); $0.finish()
            }
        }
        let state = state
        let onOptions = onOptions
        let onGesture = onGesture
        Task {
            for await message in client {
                guard case .text(let text) = message, text.utf8.count <= Self.maxMessage,
                    let incoming = try? JSONDecoder().decode(Incoming.self, from: Data(text.utf8))
                else { continue }
                switch incoming.type {
                case "options":
                    guard var options = incoming.options else { continue }
                    options.filter = await state.options.filter
                    guard (try? options.validate()) != nil else { continue }
                    onOptions(options)
                case "tap", "scroll":
                    // Only an image the page was sent, at a point inside it.
                    guard let image = incoming.image, await state.knows(image), let x = incoming.x, let y = incoming.y,
                        (0...1).contains(x), (0...1).contains(y)
                    else { continue }
                    if incoming.type == "tap" {
                        onGesture(image, .tap(x: x, y: y))
                    } else if let dy = incoming.dy, dy.isFinite {
                        onGesture(image, .scroll(x: x, y: y, dy: max(-2000, min(2000, dy))))
                    }
                case "key":
                    // Typing goes to the image's focused text input; a few characters a message.
                    guard let image = incoming.image, await state.knows(image) else { continue }
                    if incoming.key == "Backspace" {
                        onGesture(image, .deleteBackward)
                    } else if let text = incoming.text, !text.isEmpty, text.count <= 64 {
                        onGesture(image, .type(text: text))
                    }
                default:
                    continue
                }
            }
            // The page went away (closed, reloaded, or the connection dropped).
            await state.disconnect(id)
        }
        return outgoing
    }
}
