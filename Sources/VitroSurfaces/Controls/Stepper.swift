import Foundation
@_spi(Nodes) import VitroCore

/// A control that increments and decrements a value, as SwiftUI's `Stepper`: the label leading
/// and iOS 26's −/+ capsule trailing.
///
/// The capsule is 94 × 32 pt, `UIStepper`'s intrinsic size (UIKit), split by a 1 × 18 pt
/// separator (measured from iOS 26 screenshots); the symbols are 17 pt medium in the label
/// color. Through a `ViewHost`, `tap("Increment")` and `tap("Decrement")` press + and −
/// (with several steppers, tap `"<label> Increment"`), writing through the binding; a half at
/// its bound draws dimmed and does nothing.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    /// A stepper over a value in `bounds`, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        let current = value.wrappedValue
        increment =
            current < bounds.upperBound
            ? {
                onEditingChanged(true)
                value.wrappedValue = min(current.advanced(by: step), bounds.upperBound)
                onEditingChanged(false)
            } : nil
        decrement =
            current > bounds.lowerBound
            ? {
                onEditingChanged(true)
                value.wrappedValue = max(current.advanced(by: -step), bounds.lowerBound)
                onEditingChanged(false)
            } : nil
    }

    /// A stepper over an unbounded value, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = {
            onEditingChanged(true)
            value.wrappedValue = value.wrappedValue.advanced(by: step)
            onEditingChanged(false)
        }
        decrement = {
            onEditingChanged(true)
            value.wrappedValue = value.wrappedValue.advanced(by: -step)
            onEditingChanged(false)
        }
    }

    /// A stepper that runs actions of its own.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    @Environment(\.labelsHidden) var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            StepperCapsule(increment: increment, decrement: decrement, title: labelText)
        }
    }

    /// The label's text, naming the halves for the host when there are several steppers.
    private var labelText: String? { (label as? Text)?.plainText }
}

extension Stepper where Label == Text {
    /// A stepper labeled `titleKey` that changes `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper labeled `title` that changes `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper labeled `titleKey` that changes `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper labeled `title` that changes `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper labeled `titleKey` that runs `onIncrement` and `onDecrement`; a `nil` action
    /// disables its button.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// The −/+ capsule of a stepper.
struct StepperCapsule: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let title: String?
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            half("minus", "Decrement", decrement)
            Rectangle().fill(Color(semantic: .separator)).frame(width: 1, height: 18)
            half("plus", "Increment", increment)
        }
        .frame(width: 94, height: 32)
        .background(Color(semantic: .tertiarySystemFill), in: Capsule())
    }

    private func half(_ symbol: String, _ name: String, _ action: (() -> Void)?) -> some View {
        let active = action != nil && isEnabled
        return Image(systemName: symbol)
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(active ? AnyShapeStyle(Color.primary) : AnyShapeStyle(Color(semantic: .tertiaryLabel)))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .accessibilityLabel(title.map { "\($0) \(name)" } ?? name)
            .accessibilityIdentifier(name)
            .attribute { if active, let action { $0.onTap = action } }
    }
}
