/// A modifier whose ``Animatable/animatableData`` animates, as SwiftUI's (deprecated)
/// `AnimatableModifier`; today a modifier simply conforms to both `ViewModifier` and `Animatable`.
public protocol AnimatableModifier: Animatable, ViewModifier {}
