/// A stored view property whose value comes from outside the view value, as SwiftUI's
/// `DynamicProperty`.
public protocol DynamicProperty {}
