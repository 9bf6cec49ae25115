import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

private struct HighlightedKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[HighlightedKey.self] }
        set { self[HighlightedKey.self] = newValue }
    }
}

/// A container that draws its highlighted subviews on a red card, as apps write one with
/// `ForEach(subviews:)`.
private struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 4) {
            ForEach(subviews: content) { subview in
                if subview.containerValues.isHighlighted {
                    subview.padding(4).background(Color(red: 1, green: 0, blue: 0))
                } else {
                    subview
                }
            }
        }
    }
}

/// A layout that reads its subviews' container values: highlighted subviews go first.
private struct HighlightFirstLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 20 * CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered =
            subviews.filter { $0.containerValues.isHighlighted }
            + subviews.filter {
                !$0.containerValues.isHighlighted
            }
        for (i, s) in ordered.enumerated() {
            s.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(i)), proposal: .unspecified)
        }
    }
}

@MainActor
@Suite struct SubviewsTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    func rect(_ list: String, _ text: String) -> CGRect? {
        for line in list.split(separator: "\n") where line.contains("text \"\(text)\"") {
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { continue }
            let n = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if n.count == 4 { return CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        return nil
    }

    @Test func forEachSubviewsReadsContainerValues() {
        let l = list(
            CardStack {
                Text("One")
                Text("Two").containerValue(\.isHighlighted, true)
                ForEach(["Three", "Four"], id: \.self) { Text($0) }
            })
        for word in ["One", "Two", "Three", "Four"] { #expect(l.contains("text \"\(word)\""), "\(word)") }
        #expect(l.components(separatedBy: "#FF0000").count == 2, "one card, behind the highlighted subview")
        let two = rect(l, "Two")!
        let three = rect(l, "Three")!
        #expect(three.minY - two.maxY >= 8, "the card's 4 pt padding and the 4 pt spacing")
    }

    @Test func groupSubviewsCountsAndSlicesTheSubviews() {
        let l = list(
            Group(
                subviews: Group {
                    Text("A")
                    Text("B")
                    Text("C")
                }
            ) { subviews in
                VStack {
                    Text(verbatim: "n\(subviews.count)")
                    HStack { subviews[1...] }
                    subviews[0]
                }
            })
        #expect(l.contains("text \"n3\""))
        let b = rect(l, "B")!
        let c = rect(l, "C")!
        let a = rect(l, "A")!
        #expect(abs(b.midY - c.midY) < 0.5 && c.minX > b.maxX, "B and C side by side")
        #expect(a.minY > b.maxY, "A under them")
    }

    @Test func containerValuesCarryTagsAndDefaults() {
        var values = ContainerValues()
        #expect(values.isHighlighted == false)
        values.isHighlighted = true
        #expect(values.isHighlighted)
        let l = list(
            Group(
                subviews: Group {
                    Text("x").tag(7)
                    Text("y")
                }
            ) { subviews in
                ForEach(subviews) { s in
                    Text(
                        verbatim: s.containerValues.hasTag(7)
                            ? "tagged\(s.containerValues.tag(for: Int.self)!)" : "plain")
                }
            })
        #expect(l.contains("text \"tagged7\"") && l.contains("text \"plain\""))
    }

    @Test func layoutSubviewsReadContainerValues() {
        let l = list(
            HighlightFirstLayout {
                Text("Low")
                Text("High").containerValue(\.isHighlighted, true)
            })
        #expect(rect(l, "High")!.minY < rect(l, "Low")!.minY, "the highlighted subview placed first")
    }
}
