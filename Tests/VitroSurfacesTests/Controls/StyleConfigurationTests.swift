import Foundation
import Testing
import Vitro

/// A checkbox, as apps write their own toggle style.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A card, as apps write their own group box style.
private struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            configuration.content
        }
        .padding(10)
        .background(Color(red: 1, green: 0, blue: 0), in: RoundedRectangle(cornerRadius: 4))
    }
}

/// Label above content, as apps write their own labeled content style.
private struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

/// The value as a percentage, as apps write their own gauge style.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(verbatim: "\(Int(configuration.value * 100))%")
    }
}

/// A date picker that shows its range, as a style can.
private struct RangeDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(verbatim: configuration.minimumDate == nil ? "open" : "bounded")
    }
}

/// Controls stacked vertically.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.content }
    }
}

@MainActor
@Suite struct StyleConfigurationTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    @Test func anAppsToggleStyleDrawsEachToggle() {
        let l = list(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
        #expect(l.contains("text \"Wi-Fi\""))
        let switchList = list(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(l != switchList, "the style's checkbox, not the switch")
        #expect(!rects(l, "fill").contains { $0.width == 64 && $0.height == 28 }, "no switch track")
        #expect(list(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)) == switchList)
    }

    @Test func aToggleFromTheConfigurationDrawsTheSwitchInsideAnAppsStyle() {
        struct Framed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(20) }
        }
        let framed = rects(list(Toggle("A", isOn: .constant(false)).toggleStyle(Framed()).frame(width: 200)), "text")
        let plain = rects(list(Toggle("A", isOn: .constant(false)).frame(width: 200)), "text")
        #expect(abs(framed[0].minX - plain[0].minX - 20) < 0.5, "the switch, 20 pt in")
    }

    @Test func theButtonToggleStyleFillsWhileOn() {
        let on = list(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button))
        let off = list(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button))
        #expect(on.contains("text \"Bold\"") && off.contains("text \"Bold\""))
        #expect(on != off, "prominent while on, bordered while off")
        #expect(rects(on, "fill").count == 1, "a button's background, no switch track")
    }

    @Test func mixedSourcesMakeAMixedToggle() {
        struct Probe: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(verbatim: configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
            }
        }
        struct Item { var on: Binding<Bool> }
        let some = [Item(on: .constant(true)), Item(on: .constant(false))]
        let all = [Item(on: .constant(true)), Item(on: .constant(true))]
        #expect(list(Toggle("All", sources: some, isOn: \.on).toggleStyle(Probe())).contains("\"mixed\""))
        #expect(list(Toggle("All", sources: all, isOn: \.on).toggleStyle(Probe())).contains("\"on\""))
    }

    @Test func anAppsGroupBoxStyleDrawsTheBox() {
        let l = list(GroupBox("Today") { Text("Reminders") }.groupBoxStyle(CardGroupBoxStyle()))
        #expect(l.contains("#FF0000"), "the style's card")
        #expect(l.contains("text \"Today\"") && l.contains("text \"Reminders\""))
        let automatic = list(GroupBox("Today") { Text("Reminders") }.groupBoxStyle(.automatic))
        #expect(automatic == list(GroupBox("Today") { Text("Reminders") }))
    }

    @Test func anAppsLabeledContentStyleStacksTheRow() {
        let l = list(
            LabeledContent("Version", value: "26.0").labeledContentStyle(StackedLabeledContentStyle()).frame(width: 300)
        )
        let label = rects(l, "text \"Version\"")[0]
        let value = rects(l, "text \"26.0\"")[0]
        #expect(value.minY >= label.maxY, "the value under the label")
        let row = list(LabeledContent("Version", value: "26.0").frame(width: 300))
        #expect(abs(rects(row, "text \"Version\"")[0].midY - rects(row, "text \"26.0\"")[0].midY) < 1)
    }

    @Test func labeledContentFormatsItsValue() {
        let l = list(LabeledContent("Count", value: 42, format: .number))
        #expect(l.contains("text \"42\""))
    }

    @Test func anAppsGaugeStyleReadsTheValueFraction() {
        let l = list(Gauge(value: 30, in: 0...200) { Text("Load") }.gaugeStyle(PercentGaugeStyle()))
        #expect(l.contains("text \"15%\""))
    }

    @Test func accessoryGaugeStylesDrawDifferentShapes() {
        func gauge(_ style: some GaugeStyle) -> String {
            list(
                Gauge(value: 0.5) {
                    Text("B")
                } currentValueLabel: {
                    Text("50")
                }.gaugeStyle(style))
        }
        let circular = gauge(.accessoryCircular)
        let capacity = gauge(.accessoryCircularCapacity)
        let linear = gauge(.accessoryLinear)
        let linearCapacity = gauge(.accessoryLinearCapacity)
        #expect(Set([circular, capacity, linear, linearCapacity]).count == 4)
        // The closed ring of the capacity style is a full circle, 50 pt across.
        let ring = rects(capacity, "fill")[0]
        #expect(abs(ring.width - 50) < 0.5 && abs(ring.height - 50) < 0.5)
        // The open ring's marker is a dot at the value: the top of the ring for half.
        let dots = rects(circular, "fill").filter { abs($0.width - 8) < 0.5 }
        #expect(!dots.isEmpty && abs(dots[0].midX - 25) < 0.5 && dots[0].midY < 8)
        #expect(circular.contains("text \"50\"") && capacity.contains("text \"50\""))
    }

    @Test func controlGroupStylesDrawTheGroup() {
        func group(_ style: some ControlGroupStyle) -> String {
            list(
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                } label: {
                    Text("Edit")
                }
                .controlGroupStyle(style).frame(width: 300))
        }
        let menu = group(.menu)
        #expect(menu.contains("text \"Edit\"") && !menu.contains("text \"Cut\""), "the label as the menu's button")
        let automatic = group(.automatic)
        #expect(automatic.contains("text \"Cut\"") && !automatic.contains("text \"Edit\""))
        let stacked = group(StackedControlGroupStyle())
        #expect(rects(stacked, "text \"Copy\"")[0].minY > rects(stacked, "text \"Cut\"")[0].maxY)
        #expect(group(.navigation).contains("text \"Copy\"") && group(.palette).contains("text \"Copy\""))
    }

    @Test func anAppsDatePickerStyleReadsTheRange() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let bounded = DatePicker("Starts", selection: .constant(now), in: now...)
        #expect(list(bounded.datePickerStyle(RangeDatePickerStyle())).contains("\"bounded\""))
        let open = DatePicker("Starts", selection: .constant(now))
        #expect(list(open.datePickerStyle(RangeDatePickerStyle())).contains("\"open\""))
        #expect(list(open.datePickerStyle(.automatic)) == list(open))
    }

    @Test func textEditorStylesKeepTheEditor() {
        let editor = list(TextEditor(text: .constant("Notes")).frame(width: 200, height: 100))
        #expect(
            list(TextEditor(text: .constant("Notes")).textEditorStyle(.plain).frame(width: 200, height: 100)) == editor)
        #expect(
            list(TextEditor(text: .constant("Notes")).textEditorStyle(.automatic).frame(width: 200, height: 100))
                == editor)
    }
}

@MainActor
@Suite struct ControlInitializerTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    @Test func aPickersCurrentValueLabelReplacesTheSelectedValue() {
        let picker = Picker("Flavor", selection: .constant(1)) {
            Text("Vanilla").tag(1)
            Text("Chocolate").tag(2)
        } currentValueLabel: {
            Text("Chosen")
        }
        let l = list(picker)
        #expect(l.contains("text \"Chosen\"") && !l.contains("text \"Vanilla\""))
    }

    @Test func pickersOverSourcesCheckTheCommonValue() {
        struct Item { var flavor: Binding<Int> }
        let same = [Item(flavor: .constant(2)), Item(flavor: .constant(2))]
        let mixed = [Item(flavor: .constant(1)), Item(flavor: .constant(2))]
        func picker(_ items: [Item]) -> String {
            list(
                Picker("Flavor", sources: items, selection: \.flavor) {
                    Text("Vanilla").tag(1)
                    Text("Chocolate").tag(2)
                })
        }
        #expect(picker(same).contains("text \"Chocolate\""), "the common value on the menu button")
        #expect(!picker(mixed).contains("text \"Vanilla\"") && !picker(mixed).contains("text \"Chocolate\""))
    }

    @Test func steppersTakeEveryArgumentOrder() {
        var count = 2
        let binding = Binding(get: { count }, set: { count = $0 })
        let a = list(
            Stepper(value: binding, in: 0...5, step: 1) {
                Text("Count")
            } onEditingChanged: { _ in
            })
        let b = list(Stepper(onIncrement: {}, onDecrement: {}) { Text("Count") })
        let c = list(Stepper("Volume", value: .constant(0.5), in: 0...1, step: 0.1, format: .number))
        #expect(a.contains("text \"Count\"") && b.contains("text \"Count\"") && c.contains("text \"Volume\""))
    }

    @Test func progressStylesDrawThroughMakeBody() {
        struct Wrapped: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                LinearProgressViewStyle().makeBody(configuration: configuration).padding(10)
            }
        }
        let l = rects(list(ProgressView(value: 0.5).progressViewStyle(Wrapped()).frame(width: 220)), "fill")
        #expect(abs(l[0].minX - 10) < 0.5 && abs(l[0].width - 200) < 0.5, "the bar, 10 pt in")
    }
}

@MainActor
@Suite struct MenuStyleTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    @Test func anAppsMenuStyleWrapsTheMenu() {
        struct Padded: MenuStyle {
            func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(30) }
        }
        let plain = rects(list(Menu("Sort") { Button("Name") {} }), "text \"Sort\"")[0]
        let padded = rects(list(Menu("Sort") { Button("Name") {} }.menuStyle(Padded())), "text \"Sort\"")[0]
        #expect(abs(padded.minX - plain.minX - 30) < 0.5 && abs(padded.minY - plain.minY - 30) < 0.5)
        #expect(list(Menu("Sort") { Button("Name") {} }.menuStyle(.button)) == list(Menu("Sort") { Button("Name") {} }))
    }

    @Test func pixelLengthIsOneOverTheScale() {
        var env = EnvironmentValues()
        env.displayScale = 3
        #expect(abs(env.pixelLength - 1.0 / 3) < 1e-12)
        env.displayScale = 0
        #expect(env.pixelLength == 1, "a bad scale gives a point, not infinity")
    }
}
