import Foundation
@_spi(Nodes) import VitroCore

/// A control that picks a color, as SwiftUI's `ColorPicker`: the label leading and iOS's color
/// well trailing, a 28 pt ring of the hue wheel around a 20 pt disc of the selected color
/// (measured from iOS 26 screenshots; `UIColorWell`'s size).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>

    /// A color well bound to `selection`, labeled by `label`; `supportsOpacity` is recorded.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    @Environment(\.labelsHidden) var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: selection.wrappedValue)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A color well bound to `selection`, labeled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color well bound to `selection`, labeled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The color well: a hue ring (red at the top, clockwise through the spectrum) and the color.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(
                    colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center,
                    angle: .degrees(-90)),
                lineWidth: 3)
            Circle().fill(color).frame(width: 20, height: 20)
        }
        .frame(width: 28, height: 28)
    }
}
