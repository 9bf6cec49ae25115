import Foundation

/// The color emoji face: Noto Color Emoji (Debian's `fonts-noto-color-emoji`), found once through
/// fontconfig. Without it, emoji fall back to whatever monochrome face has them, or to the missing
/// glyph's box, and a warning says which package to install.
public enum EmojiFont {
    /// The family Debian's emoji package installs.
    public static let family = "Noto Color Emoji"

    private static let found: FontFace? = {
        if FontLocator.hasFamily(family), let path = FontLocator.path(family: family),
            let face = FaceCache.shared.face(path: path), face.hasColorBitmaps
        {
            return face
        }
        return nil
    }()

    /// The color emoji face, or nil when none is installed.
    public static var face: FontFace? { found }

    /// Whether a color emoji face is installed.
    public static var isAvailable: Bool { found != nil }

    /// The face to draw an emoji-presentation character with: the color face, or nil after a
    /// one-time warning when it is missing.
    static func faceForEmoji() -> FontFace? {
        if let found { return found }
        warnMissing.run()
        return nil
    }

    private static let warnMissing = Once {
        FileHandle.standardError.write(
            Data(
                ("vitro: warning: no color emoji font; emoji are drawn monochrome or as a missing-glyph box "
                    + "(install fonts-noto-color-emoji)\n").utf8))
    }
}

/// Runs an action the first time it is asked, from any thread.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) { self.action = action }

    func run() {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        action()
    }
}
