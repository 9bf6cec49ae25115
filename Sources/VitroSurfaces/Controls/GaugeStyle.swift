import Foundation
@_spi(Nodes) import VitroCore

/// How gauges are drawn, as SwiftUI's `GaugeStyle`: the platform's styles (`.automatic`,
/// `.linearCapacity`, the accessory styles) or an app's own, whose `makeBody(configuration:)`
/// draws each gauge of the hierarchy from its value and labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a style makes for one gauge.
    associatedtype Body: View
    /// A gauge's value and labels, handed to `makeBody(configuration:)`.
    typealias Configuration = GaugeStyleConfiguration
    /// The view for a gauge with this configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's value and labels, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the gauge's current value, type-erased.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the minimum of the gauge's range, type-erased.
    public struct MinimumValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the maximum of the gauge's range, type-erased.
    public struct MaximumValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// A label of a marked value of the gauge, type-erased.
    public struct MarkedValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// Where the current value is in the gauge's range, from 0 (the minimum) to 1 (the maximum).
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The label of the current value, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the minimum value, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label of the maximum value, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A type-erased gauge style.
@MainActor
struct AnyGaugeStyle: @unchecked Sendable {
    let make: @MainActor (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue: AnyGaugeStyle? = nil }

extension EnvironmentValues {
    /// The gauge style set on a view; nil is the automatic style.
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let erased = AnyGaugeStyle(style)
        return environmentChange { $0.gaugeStyle = erased }
    }
}
