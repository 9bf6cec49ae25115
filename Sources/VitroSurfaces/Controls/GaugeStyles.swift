import Foundation
@_spi(Nodes) import VitroCore

/// The platform's gauge style: on iOS, ``LinearCapacityGaugeStyle``'s bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The platform's gauge style.
    public init() {}
    /// A bar filled up to the gauge's value.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .linearCapacity)
    }
}

/// A bar filled from its leading edge up to the value (`.linearCapacity`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// A gauge drawn as a bar filled up to its value.
    public init() {}
    /// A bar filled up to the gauge's value, the label above it, the bounds labels below.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .linearCapacity)
    }
}

/// A bar with a marker at the value, as in a widget accessory (`.accessoryLinear`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// A gauge drawn as a bar with a marker at its value.
    public init() {}
    /// A bar with a marker at the gauge's value, between the bounds labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .accessoryLinear)
    }
}

/// A bar filled up to the value, as in a widget accessory (`.accessoryLinearCapacity`).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// A gauge drawn as a bar filled up to its value.
    public init() {}
    /// A bar filled up to the gauge's value, the label above it.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .accessoryLinearCapacity)
    }
}

/// A ring open at the bottom with a marker at the value (`.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// A gauge drawn as an open ring with a marker at its value.
    public init() {}
    /// An open ring with a marker at the gauge's value, the current value label inside.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .accessoryCircular)
    }
}

/// A closed ring filled up to the value (`.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// A gauge drawn as a closed ring filled up to its value.
    public init() {}
    /// A closed ring filled clockwise from the top up to the gauge's value.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLook(configuration: configuration, kind: .accessoryCircularCapacity)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge style: a bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge drawn as a bar filled up to its value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge drawn as a bar with a marker at its value, as in a widget accessory.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge drawn as a bar filled up to its value, as in a widget accessory.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge drawn as an open ring with a marker at its value, as in a widget accessory.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge drawn as a closed ring filled up to its value, as in a widget accessory.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
