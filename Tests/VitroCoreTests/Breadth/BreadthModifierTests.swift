import Foundation
import Testing
import Vitro
import VitroTestSupport

/// Anchors of `transformAnchorPreference`, environmental modifiers, modifiers' transactions,
/// and `AnyLayout` forwarding a layout's guides and spacing.
@MainActor
@Suite struct BreadthModifierTests {
    struct Frames: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
            value += nextValue()
        }
    }

    @Test func transformAnchorPreferenceAddsThisViewsAnchor() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(width: 50, height: 30)
                Color.red.frame(width: 20, height: 10)
                    .transformAnchorPreference(key: Frames.self, value: .bounds) { value, anchor in value.append(anchor)
                    }
            }
            .padding(5)
            .overlayPreferenceValue(Frames.self) { anchors in
                GeometryReader { proxy in
                    ForEach(0..<anchors.count, id: \.self) { i in
                        let rect = proxy[anchors[i]]
                        Text("\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height))")
                    }
                }
            })
        #expect(texts(host) == ["20,35,20,10"])
    }

    /// Red in light mode, green in dark, chosen from the environment.
    struct SchemeInk: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Ink(
                color: environment.colorScheme == .dark
                    ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
        }
        struct Ink: ViewModifier {
            let color: Color
            func body(content: Content) -> some View { content.background(color) }
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func environmentalModifierResolvesInTheEnvironment(_ scheme: ColorScheme) throws {
        let image = try ImageRenderer(
            content: Color.clear.frame(width: 10, height: 10).modifier(SchemeInk()).environment(\.colorScheme, scheme)
        ).render()
        let c = image.color(atX: image.width / 2, y: image.height / 2)
        #expect(scheme == .dark ? c.green > 0.9 && c.red < 0.1 : c.red > 0.9 && c.green < 0.1)
    }

    struct Tinted: ViewModifier {
        func body(content: Content) -> some View { content.background(Color.blue) }
    }

    @Test func modifierWithATransactionDrawsTheModifier() throws {
        let plain = try ImageRenderer(content: Color.clear.frame(width: 10, height: 10).modifier(Tinted())).render()
        let animated = try ImageRenderer(
            content: Color.clear.frame(width: 10, height: 10).modifier(Tinted().animation(.default))
        ).render()
        let transacted = try ImageRenderer(
            content: Color.clear.frame(width: 10, height: 10).modifier(Tinted().transaction { $0.animation = nil })
        ).render()
        #expect(plain.samples == animated.samples)
        #expect(plain.samples == transacted.samples)
    }

    /// A layout whose horizontal guide and spacing are its own.
    struct Marked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(
            of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
            cache: inout ()
        ) -> CGFloat? { guide == .leading ? bounds.minX + 7 : nil }
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
    }

    /// Calls `AnyLayout`'s and `GridLayout`'s methods with real subviews, keeping the answers.
    final class Answers { var leading: CGFloat?; var top: CGFloat? = 1; var grid: CGFloat? = 1 }
    struct Probe: Layout {
        let answers: Answers
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let layout = AnyLayout(Marked())
            var c = layout.makeCache(subviews: subviews)
            layout.updateCache(&c, subviews: subviews)
            answers.leading = layout.explicitAlignment(
                of: HorizontalAlignment.leading, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            answers.top = layout.explicitAlignment(
                of: VerticalAlignment.top, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            _ = layout.spacing(subviews: subviews, cache: &c)
            var g = GridLayout().makeCache(subviews: subviews)
            GridLayout().updateCache(&g, subviews: subviews)
            answers.grid = GridLayout().explicitAlignment(
                of: HorizontalAlignment.center, in: bounds, proposal: proposal, subviews: subviews, cache: &g)
            _ = GridLayout().spacing(subviews: subviews, cache: &g)
        }
    }

    @Test func anyLayoutForwardsGuidesAndCache() throws {
        let answers = Answers()
        _ = try ImageRenderer(content: Probe(answers: answers) { Color.red }.padding(10)).render()
        #expect(answers.leading == 17)
        #expect(answers.top == nil)
        #expect(answers.grid == nil)
    }
}
