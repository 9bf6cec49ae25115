import Foundation

/// An on/off switch, as SwiftUI's `Toggle`, drawn as iOS 26's: the label leading, a 64×28
/// capsule track (green when on) and a white pill knob trailing, glass while pressed (`.pressed()`).
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let isOn = isOn
        return HStack {
            label
            Spacer()
            SwitchTrack(isOn: isOn.wrappedValue)
        }
        .attribute { $0.onTap = { isOn.wrappedValue.toggle() } }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

struct SwitchTrack: View {
    let isOn: Bool

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(FillShapeStyle()))
            KnobView()
                .frame(width: 38, height: 24)
                .padding(2)
        }
        .frame(width: 64, height: 28)
    }
}
