import Foundation
import VitroColor

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content, drawn as bars while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (`privacySensitive`), hidden when the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (a widget's), drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    /// Why the current view is redacted; empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Redacts the view, as SwiftUI's `redacted(reason:)`: with `.placeholder`, each line of
    /// text draws as a rounded bar in its own color at 20 % opacity and each image as a rounded
    /// rectangle; shapes and glass are kept. `.privacy` and `.invalidated` only set
    /// ``EnvironmentValues/redactionReasons``. Not done: `unredacted()` inside a placeholder
    /// does not bring its content back (it clears the reasons its subtree reads).
    public func redacted(reason: RedactionReasons) -> some View {
        environmentChange { $0.redactionReasons.formUnion(reason) }
            .wrap { node, context in
                guard reason.contains(.placeholder) else { return node }
                return RedactedNode(child: node, environment: context.environment)
            }
    }

    /// Clears the redaction reasons this view reads (see ``View/redacted(reason:)``).
    public func unredacted() -> some View {
        environmentChange { $0.redactionReasons = [] }.record("unredacted")
    }
}

/// Draws its child with text and images replaced by placeholder bars.
@MainActor
final class RedactedNode: WrapperNode {
    /// The corner radius of the bars (points): chosen, as SwiftUI's look in screenshots.
    static let radius: CGFloat = 4

    override func render(into list: inout [DisplayList.Item]) {
        var inner: [DisplayList.Item] = []
        child.draw(into: &inner)
        list += redact(inner)
    }

    private func placeholder(_ paint: Paint) -> Paint {
        if case .color(let c) = paint { return .color(c.withAlpha(c.alpha * 0.2)) }
        return .color(Color(semantic: .systemFill).rgbColor(in: environment))
    }

    func redact(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
        var out: [DisplayList.Item] = []
        // Words of one line (text items side by side at the same height) join into one bar.
        var bar: (rect: CGRect, paint: Paint)?
        func flush() {
            if let b = bar {
                out.append(.fill(Path(roundedRect: b.rect, cornerRadius: Self.radius), b.paint, .nonZero, .normal))
            }
            bar = nil
        }
        for item in items {
            switch item {
            case .text(_, let path, let paint, _):
                let r = path.boundingRect
                guard !r.isNull, r.width.isFinite else { continue }
                if let b = bar, abs(b.rect.midY - r.midY) < b.rect.height / 2,
                    r.minX - b.rect.maxX < b.rect.height * 1.5
                {
                    bar = (b.rect.union(r), b.paint)
                } else {
                    flush()
                    bar = (r, placeholder(paint))
                }
            case .image(_, let rect, _, _):
                flush()
                out.append(
                    .fill(
                        Path(roundedRect: rect, cornerRadius: Self.radius),
                        placeholder(.color(RGBColor(red: 0.5, green: 0.5, blue: 0.5))), .nonZero, .normal))
            case .group(let effects, let children):
                flush()
                out.append(.group(effects, redact(children)))
            default:
                flush()
                out.append(item)
            }
        }
        flush()
        return out
    }
}
