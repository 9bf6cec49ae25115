import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Layout against SwiftUI's documented behavior (the proposal → size → placement model of
/// "Layout fundamentals" and the stack, frame and padding documentation). Each test says the
/// rule its expected frames come from.
@MainActor
@Suite struct LayoutTests {
    func rootSize(_ view: some View, proposal: ProposedViewSize = .unspecified) -> CGSize {
        let r = ImageRenderer(content: view)
        r.proposedSize = proposal
        return r.layout().size
    }

    // HStack: children side by side with the default spacing (8), vertically centered.
    @Test func hstackPlacesChildrenWithDefaultSpacingCentered() {
        let f = leaves(
            HStack {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 40)
            })
        #expect(f == [CGRect(x: 0, y: 10, width: 50, height: 20), CGRect(x: 58, y: 0, width: 30, height: 40)])
    }

    // VStack(alignment: .leading, spacing: 4): leading edges aligned.
    @Test func vstackAlignsLeadingWithExplicitSpacing() {
        let f = leaves(
            VStack(alignment: .leading, spacing: 4) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 10)
            })
        #expect(f == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 24, width: 30, height: 10)])
        let t = leaves(
            VStack(alignment: .trailing, spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 10)
            })
        #expect(t[1].minX == 20)
    }

    // A spacer takes what the other children leave.
    @Test func spacerPushesChildrenApart() {
        let f = leaves(
            HStack {
                Color.red.frame(width: 40, height: 10)
                Spacer()
                Color.blue.frame(width: 40, height: 10)
            }, proposal: ProposedViewSize(width: 300, height: 10))
        #expect(f.first!.minX == 0 && f.last!.maxX == 300)
    }

    // Stacks offer the least flexible children first: a color (fully flexible) gets what a
    // fixed-width sibling leaves.
    @Test func flexibleChildrenShareWhatIsLeft() {
        let f = leaves(
            HStack(spacing: 0) {
                Color.red
                Color.blue.frame(width: 60)
            }, proposal: ProposedViewSize(width: 200, height: 50))
        #expect(f[0].width == 140 && f[1].width == 60)
        let even = leaves(
            HStack(spacing: 10) {
                Color.red
                Color.green
                Color.blue
            }, proposal: ProposedViewSize(width: 320, height: 50))
        #expect(even.map(\.width) == [100, 100, 100])
    }

    // Higher layout priority is offered space first.
    @Test func layoutPriorityGoesFirst() {
        let f = leaves(
            HStack(spacing: 0) {
                Color.red
                Color.blue.layoutPriority(1)
            }, proposal: ProposedViewSize(width: 200, height: 50))
        #expect(f[1].width == 200 && f[0].width == 0)
    }

    // padding() insets by 16 on every edge (SwiftUI's default); padding(.horizontal, 5) on two.
    @Test func paddingDefaultsToSixteen() {
        #expect(rootSize(Color.red.frame(width: 10, height: 10).padding()) == CGSize(width: 42, height: 42))
        #expect(
            rootSize(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5)) == CGSize(width: 20, height: 10))
        #expect(
            leaves(
                Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))[
                    0] == CGRect(x: 2, y: 1, width: 10, height: 10))
    }

    // frame(width:height:alignment:) is exactly that size and aligns its child inside.
    @Test func fixedFramesAlignTheirChild() {
        let f = leaves(Color.red.frame(width: 10, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(f[0] == CGRect(x: 90, y: 40, width: 10, height: 10))
        #expect(rootSize(Color.red.frame(width: 10, height: 10).frame(width: 100)) == CGSize(width: 100, height: 10))
    }

    // frame(maxWidth: .infinity) takes the whole proposed width; minWidth raises a small child.
    @Test func flexibleFrames() {
        #expect(
            rootSize(
                Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity),
                proposal: ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 10))
        #expect(
            rootSize(
                Color.red.frame(width: 10, height: 10).frame(minWidth: 80),
                proposal: ProposedViewSize(width: 50, height: 50)
            ).width == 80)
        let f = leaves(
            Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .leading),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(f[0].minX == 0)
    }

    // ZStack: as big as its largest child; children aligned by the stack's alignment.
    @Test func zstackAlignment() {
        let f = leaves(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 60)
                Color.blue.frame(width: 20, height: 20)
            })
        #expect(f[1] == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            rootSize(
                ZStack {
                    Color.red.frame(width: 100, height: 60)
                    Color.blue.frame(width: 20, height: 80)
                }) == CGSize(width: 100, height: 80))
    }

    // Shapes and colors take the proposal; unspecified axes get 10 (ProposedViewSize's default).
    @Test func shapesTakeTheProposal() {
        #expect(rootSize(Circle()) == CGSize(width: 10, height: 10))
        #expect(
            rootSize(Rectangle(), proposal: ProposedViewSize(width: 30, height: 20)) == CGSize(width: 30, height: 20))
    }

    // Text wraps into the proposed width, one line height per line; fixedSize() keeps one line.
    @Test func textWrapsIntoTheProposedWidth() {
        let line = rootSize(Text("Hello"))
        let wrapped = rootSize(
            Text("Hello Hello Hello Hello"), proposal: ProposedViewSize(width: line.width * 2.2, height: nil))
        #expect(wrapped.height == line.height * 2)
        #expect(wrapped.width <= line.width * 2.2)
        let limited = rootSize(
            Text("Hello Hello Hello Hello").lineLimit(1),
            proposal: ProposedViewSize(width: line.width * 2.2, height: nil))
        #expect(limited.height == line.height)
        let fixed = rootSize(
            Text("Hello Hello Hello Hello").fixedSize(), proposal: ProposedViewSize(width: 20, height: nil))
        #expect(fixed.height == line.height && fixed.width > line.width * 4)
    }

    // Right-to-left mirrors horizontal stacks and leading alignment.
    @Test func rightToLeftMirrorsStacks() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        .frame(width: 100, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
        let f = leaves(view)
        #expect(f[0] == CGRect(x: 50, y: 0, width: 50, height: 10))
        #expect(f[1] == CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    // aspectRatio(contentMode: .fit) takes the largest size of the ratio inside the proposal.
    @Test func aspectRatioFitsAndFills() {
        #expect(
            rootSize(Color.red.aspectRatio(2, contentMode: .fit), proposal: ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 100, height: 50))
        #expect(
            rootSize(Color.red.aspectRatio(2, contentMode: .fill), proposal: ProposedViewSize(width: 100, height: 100))
                == CGSize(width: 200, height: 100))
    }

    // offset moves drawing, not layout.
    @Test func offsetMovesDrawingOnly() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 50)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(leaves(view)[1].minX == 10)
        #expect(ImageRenderer(content: view).displayList.description.contains("group transform"))
    }

    // Background and overlay are offered the modified view's size and do not change it.
    @Test func backgroundsTakeTheirViewsSize() {
        let f = leaves(Color.red.frame(width: 40, height: 20).background { Color.blue.frame(width: 100, height: 100) })
        #expect(
            rootSize(Color.red.frame(width: 40, height: 20).background { Color.blue.frame(width: 100, height: 100) })
                == CGSize(width: 40, height: 20))
        #expect(f.contains(CGRect(x: -30, y: -40, width: 100, height: 100)))
    }
}

extension LayoutTests {
    // Grid: columns as wide as their widest cell, rows as tall as their tallest, spacing 8.
    @Test func gridLinesUpColumns() {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            GridRow {
                Color.green.frame(width: 40, height: 30)
                Color.gray.frame(width: 10, height: 10)
            }
        }
        let f = leaves(view)
        // Column widths 40 and 50, row heights 10 and 30; cells centered in them.
        #expect(f[0] == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(f[1] == CGRect(x: 50, y: 0, width: 50, height: 10))
        #expect(f[2] == CGRect(x: 0, y: 15, width: 40, height: 30))
        #expect(f[3] == CGRect(x: 70, y: 25, width: 10, height: 10))
        #expect(rootSize(view) == CGSize(width: 100, height: 45))
    }

    @Test func gridAlignmentLeading() {
        let view = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10) }
            GridRow {
                Color.green.frame(width: 40, height: 10)
                Color.blue.frame(width: 5, height: 10)
            }
        }
        #expect(leaves(view)[0].minX == 0)
    }

    // GeometryReader takes all it is offered and tells its content.
    @Test func geometryReaderReportsItsSize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }
        let f = leaves(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(f == [CGRect(x: 0, y: 0, width: 100, height: 25)])
    }

    // ScrollView fills its proposal; content keeps its ideal height and is drawn at an offset.
    @Test func scrollViewDrawsContentAtAnOffset() {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(height: 50) } }
        }
        .scrollOffset(CGPoint(x: 0, y: 120))
        #expect(rootSize(view, proposal: ProposedViewSize(width: 100, height: 200)) == CGSize(width: 100, height: 200))
        let list = ImageRenderer(content: view.frame(width: 100, height: 200)).displayList.description
        #expect(list.contains("clip (0, 0, 100, 200)"))
        #expect(list.contains("fill (0, 450, 100, 50)"))
    }
}

extension LayoutTests {
    // safeAreaInset(edge: .bottom): the inset view at the bottom edge, the content above it.
    @Test func safeAreaInsetMakesRoomAtTheEdge() {
        let view = Color.red
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30) }
            .frame(width: 100, height: 200)
        let f = leaves(view)
        #expect(f[0] == CGRect(x: 0, y: 0, width: 100, height: 170))
        #expect(f[1] == CGRect(x: 0, y: 170, width: 100, height: 30))
    }

    // ignoresSafeArea() extends the content under the inset.
    @Test func ignoringTheSafeAreaExtendsUnderTheInset() {
        let view = Color.red.ignoresSafeArea()
            .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 40) }
            .frame(width: 100, height: 200)
        #expect(leaves(view)[0] == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    // A render's root safe area (a device's bars) insets content that respects it.
    @Test func rootSafeAreaInsets() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let respects = Color.red.frame(width: 100, height: 100).environment(\.safeAreaInsets, insets)
        #expect(leaves(respects, proposal: ProposedViewSize(width: 100, height: 181))[0].minY == 47)
        let ignores = Color.red.ignoresSafeArea().environment(\.safeAreaInsets, insets)
        #expect(
            leaves(ignores, proposal: ProposedViewSize(width: 100, height: 181))[0]
                == CGRect(x: 0, y: 0, width: 100, height: 181))
    }
}

extension LayoutTests {
    // HStack(alignment: .firstTextBaseline) lines up the baselines of texts of different sizes.
    @Test func firstTextBaselinesLineUp() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle)
            Text("caption").font(.caption)
        }
        let r = ImageRenderer(content: view)
        let texts = r.layout().root.children.first!.children
        // Frames are pixel-rounded (1 pt at 1x) each on its own, so baselines measured from them
        // agree within a pixel; the glyphs themselves are drawn at the exact layout position.
        let baselines = texts.map { $0.frame.minY + $0.firstBaseline(for: $0.frame.size)! }
        #expect(abs(baselines[0] - baselines[1]) < 1)
        #expect(texts[0].frame.minY < texts[1].frame.minY)
    }
}

extension LayoutTests {
    // Spacers are offered only what the other children leave (their minimum lengths set
    // aside): a text next to a spacer takes its whole ideal width, not half the stack.
    @Test func spacersTakeOnlyWhatTheOthersLeave() {
        let text = rootSize(Text("A fairly long label"))
        let f = leaves(
            HStack {
                Text("A fairly long label"); Spacer()
            }, proposal: ProposedViewSize(width: text.width * 1.5, height: 100))
        #expect(f[0].width == text.width && f[0].height == text.height)
        let two = leaves(
            HStack(spacing: 0) {
                Color.red.frame(width: 30); Spacer(); Spacer(minLength: 20)
            }, proposal: ProposedViewSize(width: 130, height: 10))
        // 100 left after the color. The first spacer (minimum 8) is offered half of what the
        // second's minimum of 20 leaves, 40; the second takes the remaining 60.
        #expect(two.map(\.width) == [30, 40, 60])
    }
}
