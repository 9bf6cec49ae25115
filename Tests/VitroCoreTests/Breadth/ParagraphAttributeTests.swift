import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroImageIO
import VitroTestSupport

/// The paragraph attributes of an `AttributedString` that `Text` honours: `lineHeight` and
/// `alignment`.
@MainActor
@Suite struct ParagraphAttributeTests {
    func height(_ view: some View) -> CGFloat { ImageRenderer(content: view).layout().size.height }

    @Test func aRunsLineHeightSetsItsLines() {
        var string = AttributedString("A\nB")
        string.font = .system(size: 10)
        #expect(height(Text(string)) < 40)
        string.lineHeight = .exact(points: 30)
        #expect(height(Text(string)) == 60)
        // It wins over the environment's line height.
        #expect(height(Text(string).lineHeight(.exact(points: 12))) == 60)
    }

    /// The columns where the first line's ink starts and ends.
    func firstLineInk(_ string: AttributedString, rightToLeft: Bool = false) throws -> (Int, Int) {
        let text = Text(string).font(.system(size: 20)).foregroundStyle(Color.black)
            .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
        let image = try ImageRenderer(content: text.background(Color.white)).render()
        var columns: [Int] = []
        for x in 0..<image.width where (0..<20).contains(where: { image.color(atX: x, y: $0).red < 0.5 }) {
            columns.append(x)
        }
        return (columns.min() ?? -1, columns.max() ?? -1)
    }

    @Test func aRunsAlignmentPutsItsLinesAtThatSide() throws {
        var string = AttributedString("i\nWWWWWW")
        let natural = try firstLineInk(string)
        #expect(natural.0 < 5)
        string.alignment = .right
        let right = try firstLineInk(string)
        #expect(right.0 > 40)
        string.alignment = .center
        let center = try firstLineInk(string)
        #expect(center.0 > natural.0 + 10 && center.1 < right.1 - 10)
        // A side, not an edge: right stays right in a right-to-left layout.
        string.alignment = .right
        #expect(try firstLineInk(string, rightToLeft: true).0 > 40)
        string.alignment = .left
        #expect(try firstLineInk(string, rightToLeft: true).0 < 5)
    }
}
