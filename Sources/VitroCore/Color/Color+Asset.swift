import Foundation

extension Color {
    /// A color from an app's asset catalog, by name. Asset catalogs exist only on Apple's
    /// platforms, so a named color draws as mid-gray at half opacity, visibly not the app's
    /// color, and logs one warning naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        VitroLog.warnOnce("color-\(name)", "no color named \"\(name)\": asset catalogs are not read; drawing gray")
        self.init(white: 0.5, opacity: 0.5)
    }
}
