import Foundation
import Testing
import Vitro

/// The rectangles of the display list's items of a kind (`fill`, `text "Medium"`), in order.
@MainActor
func rects(_ list: String, _ prefix: String) -> [CGRect] {
    list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(prefix) }
        .compactMap { line in
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
            let n = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
        }
}

@MainActor
@Suite struct ControlsGeometryTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    func segmented(_ selection: Int) -> some View {
        Picker("Size", selection: .constant(selection)) {
            Text("Small").tag(1)
            Text("Medium").tag(2)
            Text("L").tag(3)
        }
        .pickerStyle(.segmented).frame(width: 300)
    }

    @Test func segmentedSegmentsShareTheWidthEqually() {
        let l = list(segmented(2))
        let track = rects(l, "fill")[0]
        #expect(track == CGRect(x: 0, y: 0, width: 300, height: 32), "a 32 pt capsule track")
        // The raised capsule is one third of the track inside its 2 pt inset, over segment 2,
        // with its edges (100.67 and 199.33 pt) rounded to the 1x pixel grid.
        let thumb = rects(l, "fill")[1]
        #expect(thumb.minX == 101 && thumb.maxX == 199)
        #expect(thumb.height == 28)
        let third = rects(list(segmented(3)), "fill")[1]
        let thirdEdge: Double = 2 + 2 * 296.0 / 3
        #expect(abs(third.minX - thirdEdge.rounded()) < 1e-9, "the selection follows the tag")
        // Each label is centered in its segment.
        for (i, label) in ["Small", "Medium", "L"].enumerated() {
            let r = rects(l, "text \"\(label)\"")[0]
            #expect(abs(r.midX - (2 + (Double(i) + 0.5) * 296.0 / 3)) < 1)
        }
    }

    @Test func theSelectedSegmentIsWhiteInLightAndGrayInDark() {
        #expect(list(segmented(2)).contains("fill (101, 2, 98, 28) #FFFFFF"))
        #expect(list(segmented(2).environment(\.colorScheme, .dark)).contains("#636363"))
    }

    @Test func aMenuPickerShowsTheValueTaggedByForEachInTheTint() {
        let l = list(
            Picker("Flavor", selection: .constant("Chocolate")) {
                ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
            })
        #expect(l.contains("text \"Chocolate\""))
        #expect(!l.contains("Vanilla"))
        #expect(l.contains("text \"Chocolate\" ") && l.contains("#0088FF"), "the value is tinted")
        #expect(!l.contains("Flavor"), "a menu picker outside a form row shows no label")
    }

    @Test func inlinePickersCheckTheSelectedRow() {
        let l = list(
            Picker("Sort", selection: .constant(1)) {
                Text("Name").tag(0)
                Text("Date").tag(1)
            }
            .pickerStyle(.inline).frame(width: 300))
        let date = rects(l, "text \"Date\"")[0]
        #expect(date.minY > 44, "rows are 44 pt")
        #expect(l.contains("#0088FF"), "a tinted checkmark")
    }

    @Test func theStepperCapsuleIsUIStepperSized() {
        let l = list(Stepper("Count", value: .constant(1), in: 0...3).frame(width: 300))
        let capsule = rects(l, "fill")[0]
        #expect(capsule.size == CGSize(width: 94, height: 32))
        #expect(capsule.maxX == 300, "trailing")
        let separator = rects(l, "fill").first { $0.width == 1 }
        // A 1 pt line centred on the capsule's 253 pt middle lands on the pixel grid half a
        // point to one side at 1x.
        #expect(abs((separator?.midX ?? 0) - capsule.midX) <= 0.5 && separator?.height == 18)
    }

    @Test func linearProgressFillsItsFraction() {
        let l = list(ProgressView(value: 0.25).frame(width: 200))
        let fills = rects(l, "fill")
        #expect(fills.count == 2)
        #expect(fills[0].size == CGSize(width: 200, height: 4))
        #expect(fills[1].width == 50)
        let over = rects(list(ProgressView(value: 3, total: 2).frame(width: 200)), "fill")
        #expect(over[1].width == 200, "clamped to the total")
        let nan = rects(list(ProgressView(value: Double.nan).frame(width: 200)), "fill")
        #expect(nan.count == 1 || nan[1].width == 0, "NaN draws empty")
    }

    @Test func theSpinnerHasEightSpokesIn20Points() {
        let fills = rects(list(ProgressView()), "fill")
        #expect(fills.count == 8)
        // Each spoke is 2 × 5.6 pt at the top of the 20 pt circle, turned by its group; at 1x its
        // frame is rounded to the pixel grid, 2 × 6.
        for spoke in fills {
            #expect(spoke.width == 2 && spoke.height == 6 && spoke.minY == 0)
        }
    }

    @Test func linearGaugesFillTheirFractionOfTheRange() {
        let l = list(Gauge(value: 30, in: 0...100) { Text("Storage") }.frame(width: 200))
        let fills = rects(l, "fill")
        #expect(fills[0].size == CGSize(width: 200, height: 6))
        #expect(abs(fills[1].width - 60) < 0.001)
    }

    @Test func circularGaugesDrawTheValueArc() {
        let l = list(
            Gauge(value: 0.5) {
                Text("B")
            } currentValueLabel: {
                Text("50")
            }.gaugeStyle(.accessoryCircular))
        let fills = rects(l, "fill")
        // The open 270° ring, and the marker at the value: half of 270° from the lower left is
        // the top.
        #expect(fills[0].width > 40)
        let marker = fills.filter { abs($0.width - 8) < 0.5 }
        #expect(!marker.isEmpty && abs(marker[0].midX - 25) < 0.5 && marker[0].midY < 8)
        #expect(l.contains("text \"50\""))
    }

    @Test func sliderValueLabelsSitAtTheEnds() {
        let l = list(
            Slider(value: .constant(0.5)) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            .frame(width: 300))
        #expect(rects(l, "text \"0\"")[0].minX < 10)
        #expect(rects(l, "text \"10\"")[0].maxX > 290)
        #expect(!l.contains("Volume"), "the label is for accessibility only")
    }

    @Test func labelStylesChooseTitleAndIcon() {
        let both = list(Label("Flag", systemImage: "flag.fill"))
        let title = list(Label("Flag", systemImage: "flag.fill").labelStyle(.titleOnly))
        let icon = list(Label("Flag", systemImage: "flag.fill").labelStyle(.iconOnly))
        #expect(both.contains("text \"Flag\"") && both.contains("fill"))
        #expect(title.contains("text \"Flag\"") && !title.contains("fill"))
        #expect(!icon.contains("text \"Flag\"") && icon.contains("fill"))
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.icon
                    configuration.title
                }
            }
        }
        let stacked = list(Label("Flag", systemImage: "flag.fill").labelStyle(Stacked()))
        #expect(rects(stacked, "text \"Flag\"")[0].minY > rects(stacked, "fill")[0].maxY - 0.5)
    }

    @Test func compactDatePickersFormatInTheEnvironment() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC
        let l = list(DatePicker("Starts", selection: .constant(date)).frame(width: 390))
        // Text runs are listed word by word.
        #expect(l.contains("text \"Nov\"") && l.contains("text \"18,\"") && l.contains("text \"2026\""))
        #expect(l.contains("text \"11:06"))
        let paris = list(
            DatePicker("Starts", selection: .constant(date), displayedComponents: .hourAndMinute)
                .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
                .environment(\.locale, Locale(identifier: "fr_FR")).frame(width: 390))
        #expect(paris.contains("text \"12:06\""))
        let grid = list(DatePicker("D", selection: .constant(date)).datePickerStyle(.graphical).frame(width: 350))
        #expect(grid.contains("text \"November\"") && grid.contains("text \"2026\""))
        #expect(grid.contains("text \"30\"") && !grid.contains("text \"31\""))
    }

    @Test func prominentLabelsReachThreeToOneOnTheirFill() throws {
        for scheme in [ColorScheme.light, .dark] {
            let l = list(Button("Save") {}.buttonStyle(.borderedProminent).environment(\.colorScheme, scheme))
            let line = try #require(l.split(separator: "\n").first { $0.hasPrefix("fill") })
            let hex = try #require(line.split(separator: " ").last.map(String.init))
            let fill = try #require(RGBColor(hex: hex))
            #expect(l.contains("#FFFFFF"))
            #expect(Contrast.wcagRatio(fill, RGBColor(red: 1, green: 1, blue: 1)) >= 3, "\(scheme): \(hex)")
        }
    }
}
