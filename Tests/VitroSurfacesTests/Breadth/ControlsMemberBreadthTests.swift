import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

@MainActor
@Suite struct ControlsMemberBreadthTests {
    @Test func buttonBorderShapeInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let inset = ButtonBorderShape.capsule.inset(by: 5).path(in: rect).boundingRect
        #expect(abs(inset.minX - 5) < 0.01 && abs(inset.width - 90) < 0.01 && abs(inset.height - 30) < 0.01)
        let outset = ButtonBorderShape.circle.inset(by: -2).path(in: rect).boundingRect
        #expect(outset.height > 43.9)
        // A rounded rectangle's corners stay concentric: the inset radius is 4 pt, so the path
        // comes within 4 pt of the inset corner along its top edge.
        let rounded = ButtonBorderShape.roundedRectangle(radius: 10).inset(by: 6)
        #expect(rounded.path(in: rect).contains(CGPoint(x: 6 + 4.5, y: 6.5)))
        #expect(!ButtonBorderShape.roundedRectangle(radius: 10).path(in: rect).contains(CGPoint(x: 0.5, y: 0.5)))
        // Bordered buttons still know a circle when it is inset.
        #expect(ButtonBorderShape.circle.inset(by: 1).kind == .circle)
    }

    @Test func contentUnavailableViewWithAnImageResource() {
        let view = ContentUnavailableView("Empty", image: "empty-album", description: Text("Nothing."))
        #expect(view.label.image == Image("empty-album"))
        #expect(view.label.title == "Empty")
        let list = ImageRenderer(content: view.frame(width: 300, height: 300)).displayList.description
        #expect(list.contains("text \"Empty\"") && list.contains("text \"Nothing.\""))
    }
}

@MainActor
@Suite struct ContainerBackgroundTests {
    func color(_ view: some View, x: Int, y: Int) throws -> RGBColor {
        let image = try ImageRenderer(content: view.frame(width: 200, height: 300)).render()
        let s = image.width / 200
        return image.color(atX: x * s, y: y * s)
    }

    @Test func navigationBackgroundFillsTheStackUnderItsBar() throws {
        let red = try color(
            NavigationStack {
                Text("Hi").navigationTitle("Title").containerBackground(
                    Color(red: 1, green: 0, blue: 0), for: .navigation)
            }, x: 3, y: 3)
        #expect(red.red > 0.9 && red.green < 0.1, "the top corner, under the bar, is the background")
        let plain = try color(NavigationStack { Text("Hi").navigationTitle("Title") }, x: 3, y: 3)
        #expect(plain.green > 0.9, "the system background without one")
        let viewBackground = try color(
            NavigationStack {
                Text("Hi").containerBackground(for: .navigation) { Color(red: 0, green: 0, blue: 1) }
            }, x: 190, y: 290)
        #expect(viewBackground.blue > 0.9 && viewBackground.red < 0.1)
    }
}

/// A form style that draws the standard form with a caption over it.
private struct CaptionedForm: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Text("Caption")
            Form(configuration)
        }
    }
}

@MainActor
@Suite struct FormFromConfigurationTests {
    func minX(_ list: String, _ text: String) -> Double? {
        for line in list.split(separator: "\n") where line.contains("text \"\(text)\"") {
            guard let open = line.firstIndex(of: "(") else { continue }
            return Double(
                line[line.index(after: open)...].split(separator: ",")[0].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    @Test func aStyleWrapsTheStandardForm() throws {
        let styled = ImageRenderer(
            content: Form { Text("Row") }.formStyle(CaptionedForm()).frame(width: 300, height: 300)
        )
        .displayList.description
        #expect(styled.contains("text \"Caption\""))
        let plain = ImageRenderer(content: Form { Text("Row") }.frame(width: 300, height: 300)).displayList.description
        let inset = try #require(minX(plain, "Row"))
        #expect(inset > 20, "a grouped form insets its rows")
        #expect(abs(try #require(minX(styled, "Row")) - inset) < 0.5, "the wrapped form is the standard one")
    }
}

@MainActor
@Suite struct SafeAreaBarTests {
    func rows() -> some View {
        ScrollView {
            VStack { ForEach(0..<30) { Text(verbatim: "Row\($0)") } }
        }
    }

    func barRect(_ list: String) -> CGRect? {
        for line in list.split(separator: "\n") where line.contains("text \"Bar\"") {
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { continue }
            let n = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if n.count == 4 { return CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        return nil
    }

    @Test func aBarInsetsLikeSafeAreaInsetWithTheEdgeEffectBehind() throws {
        let bar = ImageRenderer(
            content: rows().safeAreaBar(edge: .bottom) { Text("Bar") }.frame(width: 200, height: 300)
        ).displayList.description
        let inset = ImageRenderer(
            content: rows().safeAreaInset(edge: .bottom) { Text("Bar") }.frame(width: 200, height: 300)
        ).displayList.description
        let a = try #require(barRect(bar))
        let b = try #require(barRect(inset))
        #expect(abs(a.minY - b.minY) < 0.5 && a.maxY > 280, "placed as a safe area inset, at the bottom")
        #expect(bar.contains("backdrop") || bar.contains("material"), "the scroll edge effect behind the bar")
        #expect(!inset.contains("backdrop") && !inset.contains("material"))
    }
}

@MainActor
@Suite struct ListSectionMarginsTests {
    func minX(_ view: some View, _ text: String) -> Double? {
        let list = ImageRenderer(content: view.frame(width: 300, height: 400)).displayList.description
        for line in list.split(separator: "\n") where line.contains("text \"\(text)\"") {
            guard let open = line.firstIndex(of: "(") else { continue }
            return Double(
                line[line.index(after: open)...].split(separator: ",")[0].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    @Test func horizontalMarginsMoveTheCards() throws {
        func list() -> some View {
            List { Section("Head") { Text("Row") } }.listStyle(.insetGrouped)
        }
        let standard = try #require(minX(list(), "Row"))
        let wide = try #require(minX(list().listSectionMargins(.horizontal, 40), "Row"))
        let head = try #require(minX(list().listSectionMargins(.horizontal, 40), "Head"))
        let standardHead = try #require(minX(list(), "Head"))
        #expect(abs(wide - standard - 24) < 0.5, "the card 40 pt in instead of 16")
        #expect(abs(head - standardHead - 24) < 0.5, "the header follows the card")
        let reset = try #require(minX(list().listSectionMargins(.horizontal, nil), "Row"))
        #expect(abs(reset - standard) < 0.5)
    }
}
