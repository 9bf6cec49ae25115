import Foundation
import VitroImageIO

/// The state of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded: a remote URL (Vitro renders without a network), or no URL.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A `file:` URL is read when the view is
/// built, so it renders loaded; any other URL shows the placeholder, as it would before the
/// network answers (a still render has no network).
public struct AsyncImage<Content: View>: View {
    let phase: AsyncImagePhase
    let content: (AsyncImagePhase) -> Content

    /// The image at `url`, at `scale` pixels per point, in `content` for each phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        phase = Self.load(url)
        self.content = content
    }

    /// The image at `url` given to `content` once loaded, `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        phase = Self.load(url)
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image)) as _ConditionalContent<I, P>
            } else {
                ViewBuilder.buildEither(second: placeholder()) as _ConditionalContent<I, P>
            }
        }
    }

    public var body: some View { content(phase) }

    static func load(_ url: URL?) -> AsyncImagePhase {
        guard let url else { return .empty }
        guard url.isFileURL else { return .empty }
        do {
            return .success(Image(try RasterImage(contentsOf: url, options: [])))
        } catch {
            return .failure(error)
        }
    }
}

extension AsyncImage where Content == AsyncImageDefault {
    /// The image at `url` at its own size, a gray rounded placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in AsyncImageDefault(phase: phase) }
    }
}

/// What `AsyncImage(url:)` shows: the image, or a gray placeholder.
public struct AsyncImageDefault: View {
    let phase: AsyncImagePhase
    public var body: some View {
        if let image = phase.image {
            image
        } else {
            Color(white: 0.5, opacity: 0.2)
        }
    }
}
