import Foundation

extension EnvironmentObject {
    /// Bindings to an environment object's properties, as SwiftUI's `EnvironmentObject.Wrapper`
    /// (what `$model` gives for an `@EnvironmentObject var model`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
