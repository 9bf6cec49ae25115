import Foundation

struct PlatformKey: EnvironmentKey { static let defaultValue = Device.Platform.iOS }

extension EnvironmentValues {
    /// The platform views are drawn for: set from the device a view is rendered on
    /// (`DeviceScreen`, `ImageRenderer(content:device:)`); iOS otherwise. SwiftUI has no
    /// such value (an app runs on one platform), so it stays inside the package.
    package var platform: Device.Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }

    /// The materials, defaults and metrics of `platform`.
    package var platformTraits: PlatformTraits { PlatformTraits.of(platform) }
}
