import Foundation
import Testing
import Vitro

@MainActor
@Suite struct VibrancyTests {
    /// Swatches of each hierarchical level on a regular material over a mid-tone backdrop.
    func swatches(_ scheme: ColorScheme, reduceTransparency: Bool = false, style: @escaping (Int) -> AnyShapeStyle)
        -> some View
    {
        ZStack {
            Color(red: 0.45, green: 0.55, blue: 0.5)
            HStack(spacing: 0) {
                ForEach(0..<5) { i in
                    Rectangle().fill(style(i)).frame(width: 20, height: 20).padding(5)
                }
            }
            .background(.regularMaterial)
        }
        .frame(width: 160, height: 40)
        .environment(\.colorScheme, scheme)
        .environment(\.accessibilityReduceTransparency, reduceTransparency)
    }

    static let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]

    @Test(arguments: ColorScheme.allCases)
    func levelsAreOrderedByContrast(_ scheme: ColorScheme) throws {
        let image = try ImageRenderer(content: swatches(scheme) { AnyShapeStyle(Self.levels[$0]) }).render()
        // The material, in the first swatch's padding (the stack starts at x = 5).
        let material = image.color(atX: 7, y: 20)
        let ratios = (0..<5).map { i in Contrast.wcagRatio(image.color(atX: 5 + 30 * i + 10 + 5, y: 20), material) }
        for i in 1..<5 {
            #expect(ratios[i] < ratios[i - 1], "\(scheme): level \(i) \(ratios[i]) vs \(ratios[i - 1])")
        }
        // Primary content stands out clearly on the default (dense) regular material.
        #expect(ratios[0] > 4, "\(scheme): \(ratios)")
    }

    @Test func lightDarkensByMultiplyAndDarkLightensByPlusLighter() {
        let light = ImageRenderer(content: swatches(.light) { AnyShapeStyle(Self.levels[$0]) }).displayList.description
        #expect(light.contains("multiply"))
        let dark = ImageRenderer(content: swatches(.dark) { AnyShapeStyle(Self.levels[$0]) }).displayList.description
        #expect(dark.contains("plusLighter"))
    }

    @Test func vibrantContentTakesColorFromTheBackdrop() throws {
        // The same secondary level over two backdrops gives two colors.
        func render(_ c: Color) throws -> RGBColor {
            let v = ZStack {
                c
                Rectangle().fill(.secondary).frame(width: 20, height: 20).padding(10).background(.regularMaterial)
            }
            return try ImageRenderer(content: v.frame(width: 60, height: 60)).render().color(atX: 30, y: 30)
        }
        let overRed = try render(.red)
        let overBlue = try render(.blue)
        #expect(overRed.red > overRed.blue)
        #expect(overBlue.blue > overBlue.red)
    }

    @Test func aCustomColorTurnsVibrancyOff() {
        let v = Text("Hi").foregroundStyle(Color.red).padding().background(.thinMaterial)
        let list = ImageRenderer(content: v).displayList.description
        #expect(list.contains("text \"Hi\""))
        #expect(!list.contains("multiply"))
        let vibrant = ImageRenderer(content: Text("Hi").padding().background(.thinMaterial)).displayList.description
        #expect(vibrant.contains("multiply"))
    }

    @Test func reduceTransparencyDrawsFlatColors() {
        let list = ImageRenderer(content: swatches(.light, reduceTransparency: true) { AnyShapeStyle(Self.levels[$0]) })
            .displayList.description
        #expect(!list.contains("multiply") && !list.contains("backdrop"))
        #expect(list.contains("#3C3C43@0.6"))
    }

    @Test func fillsAndSeparatorsAreVibrantToo() {
        let v = VStack {
            Rectangle().fill(.fill)
            Divider()
        }.frame(width: 40, height: 20).background(.regularMaterial)
        let list = ImageRenderer(content: v.environment(\.colorScheme, .dark)).displayList.description
        #expect(list.components(separatedBy: "plusLighter").count == 3)
        let light = ImageRenderer(content: v).displayList.description
        #expect(light.contains("plusDarker"))
    }
}
