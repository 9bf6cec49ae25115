import Foundation

extension FocusedObject {
    /// Bindings to the properties of a focused object, as SwiftUI's `FocusedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
