import Foundation
@_spi(Nodes) import VitroCore

/// An on/off switch, as SwiftUI's `Toggle`, drawn as iOS 26's: the label leading, a 64×28
/// capsule track (green when on) and a white pill knob trailing, glass while pressed (`.pressed()`).
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    /// Whether the toggle stands for several values, some on and some off (`sources:`).
    var isMixed = false
    /// Set for `Toggle(configuration)`: the platform's switch even under an app's style.
    var drawsPlatformLook = false
    @Environment(\.toggleStyle) var style

    /// A switch bound to `isOn`, labeled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(
            label: .init(view: AnyView(label)), isOn: isOn, isMixed: isMixed)
        if let style, !drawsPlatformLook {
            style.make(configuration)
        } else {
            SwitchLook(configuration: configuration)
        }
    }
}

extension Toggle where Label == Text {
    /// A switch bound to `isOn`, labeled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A switch bound to `isOn`, labeled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// iOS's switch: the label leading, the track and knob trailing; a tap flips the value. Under
/// `labelsHidden()` the switch draws alone, at its own size.
struct SwitchLook: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsHidden) var labelsHidden

    var body: some View {
        let isOn = configuration.$isOn
        return HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            SwitchTrack(isOn: isOn.wrappedValue)
        }
        .attribute { $0.onTap = { isOn.wrappedValue.toggle() } }
    }
}

/// A switch's track and knob, sized for the platform and control size
/// (`PlatformControlMetrics/switchTrack(_:on:)`): iOS's green track, macOS's accent-colored one.
struct SwitchTrack: View {
    let isOn: Bool
    @Environment(\.platform) private var platform
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let (track, knob) = PlatformControlMetrics.switchTrack(controlSize, on: platform)
        let on: Color = platform == .macOS ? .accentColor : .green
        return ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? AnyShapeStyle(on) : AnyShapeStyle(FillShapeStyle()))
            KnobView()
                .frame(width: knob.width, height: knob.height)
                .padding(2)
        }
        .frame(width: track.width, height: track.height)
    }
}
