import Foundation
@_spi(Nodes) import VitroCore

/// Tick marks of a slider, as SwiftUI's `SliderTickContent` (iOS 26): ``SliderTick``s, built by
/// ``SliderTickBuilder``, repeated with ``SliderTickContentForEach``.
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The tick content this one is made of.
    associatedtype Body: SliderTickContent
    /// The tick content this one is made of.
    var body: Body { get }
}

/// Tick content whose values are its own, not its body's.
protocol PrimitiveSliderTickContent {
    var primitiveTickValues: [Double] { get }
}

extension SliderTickContent {
    /// The values of the marks, in order.
    var tickValues: [Double] {
        if let primitive = self as? any PrimitiveSliderTickContent { return primitive.primitiveTickValues }
        return body.tickValues
    }
}

/// One mark along a slider's track, at `value`, as SwiftUI's `SliderTick` (iOS 26). The track
/// draws a dot at each mark; labels are for accessibility on iOS.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, PrimitiveSliderTickContent, Identifiable {
    public typealias Value = V
    /// Where the mark is on the slider's range.
    let value: V

    /// A tick's identity: its value.
    public struct ID: Hashable {
        let value: Double
    }

    /// A mark at `value`.
    public init(_ value: V) { self.value = value }

    /// A mark at `value` labeled by `label`.
    public init<Label: View>(_ value: V, @ViewBuilder label: () -> Label) { self.value = value }

    /// A mark at `value` labeled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, _ value: V) { self.value = value }

    /// The mark's identity: its value.
    public var id: ID { ID(value: Double(value)) }
    /// A tick has no body; the slider reads its value.
    public var body: BuiltSliderTicks<Value> { BuiltSliderTicks(values: primitiveTickValues) }
    var primitiveTickValues: [Double] { [Double(value)] }
}

/// Several tick contents in a row, as SwiftUI's `TupleSliderTickContent`.
public struct TupleSliderTickContent<T>: SliderTickContent, PrimitiveSliderTickContent {
    public typealias Value = Double
    /// The tick contents.
    public var value: T
    let values: [Double]
    public var body: BuiltSliderTicks<Value> { BuiltSliderTicks(values: primitiveTickValues) }
    var primitiveTickValues: [Double] { values }
}

/// Tick content made for each element of a collection, as SwiftUI's `SliderTickContentForEach`.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>:
    SliderTickContent
{
    public typealias Value = Content.Value
    let values: [Double]

    /// Tick content for each element of `data`, identified by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        content: @escaping (Data.Element) -> Content
    ) {
        values = data.flatMap { content($0).tickValues }
    }

    /// Tick content for each element of `data`, identified by the elements' `id`.
    public init(
        _ data: Data, content: @escaping (Data.Element) -> Content
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    public var body: BuiltSliderTicks<Value> { BuiltSliderTicks(values: primitiveTickValues) }
    var primitiveTickValues: [Double] { values }
}

/// Marks the builder made: each as a value of the slider's type.
public struct BuiltSliderTicks<V: BinaryFloatingPoint>: SliderTickContent, PrimitiveSliderTickContent {
    public typealias Value = V
    let values: [Double]
    public var body: BuiltSliderTicks<Value> { BuiltSliderTicks(values: primitiveTickValues) }
    var primitiveTickValues: [Double] { values }
}

/// Builds a slider's ticks from a block, as SwiftUI's `SliderTickBuilder` (iOS 26).
@resultBuilder
public struct SliderTickBuilder<Value: BinaryFloatingPoint> {
    /// A tick as written.
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> BuiltSliderTicks<Value>
    where C.Value == Value {
        BuiltSliderTicks(values: content.tickValues)
    }
    /// No ticks.
    public static func buildBlock() -> BuiltSliderTicks<Value> { BuiltSliderTicks(values: []) }
    /// The ticks of a block of one.
    public static func buildBlock(_ c0: BuiltSliderTicks<Value>) -> BuiltSliderTicks<Value> { c0 }
    /// The ticks of a block of 2, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1].flatMap(\.values))
    }
    /// The ticks of a block of 3, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1, c2].flatMap(\.values))
    }
    /// The ticks of a block of 4, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1, c2, c3].flatMap(\.values))
    }
    /// The ticks of a block of 5, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1, c2, c3, c4].flatMap(\.values))
    }
    /// The ticks of a block of 6, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>, _ c5: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1, c2, c3, c4, c5].flatMap(\.values))
    }
    /// The ticks of a block of 7, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>, _ c5: BuiltSliderTicks<Value>,
        _ c6: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(values: [c0, c1, c2, c3, c4, c5, c6].flatMap(\.values))
    }
    /// The ticks of a block of 8, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>, _ c5: BuiltSliderTicks<Value>,
        _ c6: BuiltSliderTicks<Value>, _ c7: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(
            values: c0.values + c1.values + c2.values + c3.values + c4.values + c5.values + c6.values + c7.values)
    }
    /// The ticks of a block of 9, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>, _ c5: BuiltSliderTicks<Value>,
        _ c6: BuiltSliderTicks<Value>, _ c7: BuiltSliderTicks<Value>, _ c8: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(
            values: c0.values + c1.values + c2.values + c3.values + c4.values + c5.values + c6.values + c7.values
                + c8.values)
    }
    /// The ticks of a block of 10, in order.
    public static func buildBlock(
        _ c0: BuiltSliderTicks<Value>, _ c1: BuiltSliderTicks<Value>, _ c2: BuiltSliderTicks<Value>,
        _ c3: BuiltSliderTicks<Value>, _ c4: BuiltSliderTicks<Value>, _ c5: BuiltSliderTicks<Value>,
        _ c6: BuiltSliderTicks<Value>, _ c7: BuiltSliderTicks<Value>, _ c8: BuiltSliderTicks<Value>,
        _ c9: BuiltSliderTicks<Value>
    ) -> BuiltSliderTicks<Value> {
        BuiltSliderTicks(
            values: c0.values + c1.values + c2.values + c3.values + c4.values + c5.values + c6.values + c7.values
                + c8.values + c9.values)
    }
    /// The ticks of an `if` without `else`.
    public static func buildIf(_ content: BuiltSliderTicks<Value>?) -> BuiltSliderTicks<Value> {
        content ?? BuiltSliderTicks(values: [])
    }
    /// The ticks of an `if` branch.
    public static func buildEither(first: BuiltSliderTicks<Value>) -> BuiltSliderTicks<Value> { first }
    /// The ticks of an `else` branch.
    public static func buildEither(second: BuiltSliderTicks<Value>) -> BuiltSliderTicks<Value> { second }
}

extension SliderTickContentForEach: PrimitiveSliderTickContent {}
