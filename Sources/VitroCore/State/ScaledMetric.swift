import Foundation

/// A dimension that scales with Dynamic Type, as SwiftUI's `ScaledMetric`. Vitro lays text out
/// at the Dynamic Type size `large` (iOS's default) unless the environment says otherwise; at
/// that size the metric is its value, which is what this wrapper gives.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value

    /// A metric scaled like the body text style.
    public init(wrappedValue: Value) { base = wrappedValue }

    /// A metric scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

    /// The metric at the current Dynamic Type size.
    public var wrappedValue: Value { base }
}
