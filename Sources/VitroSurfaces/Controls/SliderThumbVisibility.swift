import Foundation
@_spi(Nodes) import VitroCore

struct SliderThumbVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether sliders draw their thumb (`sliderThumbVisibility(_:)`).
    var sliderThumbVisibility: Visibility {
        get { self[SliderThumbVisibilityKey.self] }
        set { self[SliderThumbVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the thumb of the sliders in this view, as SwiftUI's
    /// `sliderThumbVisibility(_:)`: `.hidden` draws the track and its fill alone.
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
        environmentChange { $0.sliderThumbVisibility = visibility }
    }
}
