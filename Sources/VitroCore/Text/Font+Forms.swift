/// The forms of `Font`'s modifiers that take a flag, and small capitals, as SwiftUI declares
/// them. Small capitals are drawn as the font itself: the bundled faces have no `smcp` feature.
extension Font {
    /// This font in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
    /// This font in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
    /// This font's monospaced design when `isActive` is true.
    public func monospaced(_ isActive: Bool) -> Font { isActive ? monospaced() : self }
    /// This font in small capitals when `isActive` is true (drawn as the font itself).
    public func smallCaps(_ isActive: Bool) -> Font { self }
    /// This font's lowercase letters as small capitals (drawn as the font itself).
    public func lowercaseSmallCaps() -> Font { self }
    /// This font's lowercase letters as small capitals when `isActive` is true.
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { self }
    /// This font's uppercase letters as small capitals (drawn as the font itself).
    public func uppercaseSmallCaps() -> Font { self }
    /// This font's uppercase letters as small capitals when `isActive` is true.
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { self }
}
