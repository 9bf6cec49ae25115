import Foundation
import VitroRaster

extension Text {
    /// The lines, runs and glyphs of laid-out text, as SwiftUI's `Text.Layout`: what a
    /// ``TextRenderer`` draws. Coordinates are the text view's own, in points, with y down; each
    /// line's origin is where its baseline starts.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether the text was cut short (a line limit or a width too small) with an ellipsis.
        public var isTruncated: Bool

        package init(lines: [Line], isTruncated: Bool) {
            self.lines = lines
            self.isTruncated = isTruncated
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// One line of laid-out text: its runs in order along it.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// Where the line's baseline starts.
            public var origin: CGPoint
            /// The line's extent: its origin, width, ascent, descent and leading.
            public var typographicBounds: TypographicBounds

            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run of glyphs drawn with the same attributes; its elements are one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable {
            let glyphs: [Glyph]
            let paint: Paint?
            let blend: BlendOperation
            let attributes: [ObjectIdentifier: AnyHashable]
            /// The direction the run is laid out in.
            public var layoutDirection: LayoutDirection
            /// The indices of the characters of the text each glyph draws.
            public var characterIndices: [CharacterIndex] { glyphs.map(\.character) }
            /// The extent of the whole run.
            public var typographicBounds: TypographicBounds { TypographicBounds(union: glyphs.map(\.bounds)) }

            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphs.count }
            /// The slice holding the glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The slice holding the glyphs in `bounds`.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
            /// The value of a custom attribute set on the run's text with `Text.customAttribute(_:)`.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { attributes[ObjectIdentifier(key)]?.base as? T }

            public static func == (a: Run, b: Run) -> Bool {
                a.glyphs == b.glyphs && a.paint == b.paint && a.blend == b.blend && a.attributes == b.attributes
                    && a.layoutDirection == b.layoutDirection
            }
        }

        /// Some of the glyphs of a run.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The positions of the glyphs in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` at `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices.clamped(to: 0..<run.glyphs.count)
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            /// The one-glyph slice at `index` (a position in the run).
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The slice of the glyphs at `bounds` (positions in the run).
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            /// The value of a custom attribute of the run.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
            /// The indices of the characters the slice's glyphs draw.
            public var characterIndices: [CharacterIndex] { run.glyphs[indices].map(\.character) }
            /// The extent of the slice's glyphs.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(union: run.glyphs[indices].map(\.bounds))
            }

            var glyphs: ArraySlice<Glyph> { run.glyphs[indices] }
        }

        /// One drawn glyph: its outline and its extent.
        struct Glyph: Equatable {
            var path: Path
            var bounds: TypographicBounds
            var character: CharacterIndex
        }

        /// The extent of a line, run or glyph: where its baseline starts, its advance, and its
        /// ascent, descent and leading, in points.
        public struct TypographicBounds: Equatable, Sendable {
            /// Where the baseline starts.
            public var origin: CGPoint
            /// The advance along the baseline.
            public var width: CGFloat
            /// The height above the baseline.
            public var ascent: CGFloat
            /// The depth below the baseline.
            public var descent: CGFloat
            /// The space between lines.
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() { (origin, width, ascent, descent, leading) = (.zero, 0, 0, 0, 0) }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                (self.origin, self.width, self.ascent, self.descent, self.leading) = (
                    origin, width, ascent, descent, leading
                )
            }

            /// The smallest bounds holding all of `parts` (on the first one's baseline).
            init(union parts: [TypographicBounds]) {
                guard let first = parts.first else {
                    self.init()
                    return
                }
                let minX = parts.map(\.origin.x).min() ?? 0
                let maxX = parts.map { $0.origin.x + $0.width }.max() ?? 0
                self.init(
                    origin: CGPoint(x: minX, y: first.origin.y), width: maxX - minX,
                    ascent: parts.map(\.ascent).max() ?? 0, descent: parts.map(\.descent).max() ?? 0,
                    leading: parts.map(\.leading).max() ?? 0)
            }

            /// The rectangle from the ascent to the descent along the advance.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// The position of a character in the text laid out.
        public struct CharacterIndex: Strideable, Hashable, Comparable, Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }

            /// The index `n` characters on.
            public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(value + n) }
            /// How many characters on `other` is.
            public func distance(to other: CharacterIndex) -> Int { other.value - value }
        }

        /// Options for drawing lines, runs and slices in a graphics context.
        public struct DrawingOptions: OptionSet, Sendable {
            /// The options as bits.
            public let rawValue: UInt32
            /// Options from their bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs are placed at exact positions rather than rounded to pixels (Vitro places
            /// them exactly in any case).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension GraphicsContext {
    /// Draws a line of laid-out text in its own style.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line.runs { draw(run, options: options) }
    }

    /// Draws a run of laid-out text in its own style.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: 0..<run.glyphs.count), options: options)
    }

    /// Draws some glyphs of laid-out text in their run's style.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard let paint = slice.run.paint else { return }
        var path = Path()
        for glyph in slice.glyphs { path.addPath(glyph.path) }
        guard !path.isEmpty else { return }
        emit([.text("", path, paint, slice.run.blend)])
    }
}
