@_spi(Reflection) import Swift

/// Connects a view's dynamic properties to its graph node before its body runs: each
/// `@State`, `@StateObject`, `@Namespace`, … gets the storage of the view's identity, custom
/// dynamic properties are searched for such properties in turn, and every dynamic property's
/// `update()` is called, as SwiftUI does.
@MainActor
enum PropertyLinker {
    static func link<V>(_ value: inout V, to node: GraphNode, environment: EnvironmentValues) {
        var slot = 0
        if var forwarding = value as? any ForwardsLinking {
            forwarding.linkInner(to: node, environment: environment, slot: &slot)
            value = forwarding as! V
            return
        }
        linkFields(&value, node: node, environment: environment, slot: &slot)
    }

    static func linkFields<V>(
        _ value: inout V, node: GraphNode, environment: EnvironmentValues, slot: inout Int
    ) {
        let fields = fieldsOfDynamicProperties(V.self)
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            for field in fields {
                linkField(
                    field.type, raw.baseAddress! + field.offset, node: node, environment: environment, slot: &slot)
            }
        }
    }

    private static func linkField<P: DynamicProperty>(
        _ type: P.Type, _ pointer: UnsafeMutableRawPointer, node: GraphNode, environment: EnvironmentValues,
        slot: inout Int
    ) {
        let property = pointer.assumingMemoryBound(to: P.self)
        if var linked = property.pointee as? any GraphLinkedProperty {
            linked.link(to: node, environment: environment, slot: &slot)
            property.pointee = linked as! P
        } else {
            linkFields(&property.pointee, node: node, environment: environment, slot: &slot)
        }
        property.pointee.update()
    }

    struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]

    /// The stored properties of `type` that are dynamic properties, found once per type.
    static func fieldsOfDynamicProperties(_ type: Any.Type) -> [Field] {
        let key = ObjectIdentifier(type)
        if let fields = cache[key] { return fields }
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let property = fieldType as? any DynamicProperty.Type {
                fields.append(Field(offset: offset, type: property))
            }
            return true
        }
        cache[key] = fields
        return fields
    }
}

/// A view whose dynamic properties are those of a value it holds (a custom modifier's).
protocol ForwardsLinking {
    @MainActor mutating func linkInner(to node: GraphNode, environment: EnvironmentValues, slot: inout Int)
}
