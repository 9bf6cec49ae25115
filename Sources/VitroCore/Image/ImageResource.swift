import Foundation

/// An image in an app's assets, as Xcode generates `ImageResource` constants for them
/// (`Image(.avatar)` for an asset named "avatar"). Vitro looks the name up as `Image(_:bundle:)`
/// does: in the bundle, then in the folders of `VITRO_IMAGE_PATH`.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// The path of the bundle the asset is in, if not the main bundle.
    let bundlePath: String?

    /// The resource named `name` in `bundle` (the main bundle by default).
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath
    }
}

extension Image {
    /// The image of an asset resource: `Image(.avatar)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
        bundlePath = resource.bundlePath ?? bundlePath
    }
}
