import Foundation

/// What `vitro preview` renders: which previews, in which variants. The command line and
/// `assertPreviewSnapshots` both describe their variants with it, so the two name their
/// images alike.
public struct PreviewOptions: Codable, Hashable, Sendable {
    /// The color schemes to render, each an image of its own.
    public var colorSchemes: [PreviewColorScheme]
    /// The device preset's name (see ``DevicePreset``).
    public var device: String
    /// Increased contrast (`colorSchemeContrast == .increased`).
    public var increasedContrast: Bool
    /// `accessibilityReduceTransparency`.
    public var reduceTransparency: Bool
    /// The Dynamic Type size's name (`xSmall` … `accessibility5`), or `nil` for the default.
    public var dynamicTypeSize: String?
    /// Pixels per point; the device's own when `nil`.
    public var scale: Double?
    /// The platform the screen runs (`iOS`, `macOS`, …); the device's own when `nil`.
    public var platform: String?
    /// Only previews whose name, file or module contains this text (case-insensitive).
    public var filter: String?

    /// Options with the given settings; by default, every preview in the light color scheme on
    /// the `iphone` preset.
    public init(
        colorSchemes: [PreviewColorScheme] = [.light], device: String = "iphone", increasedContrast: Bool = false,
        reduceTransparency: Bool = false, dynamicTypeSize: String? = nil, scale: Double? = nil,
        platform: String? = nil, filter: String? = nil
    ) {
        self.colorSchemes = colorSchemes
        self.device = device
        self.increasedContrast = increasedContrast
        self.reduceTransparency = reduceTransparency
        self.dynamicTypeSize = dynamicTypeSize
        self.scale = scale
        self.platform = platform
        self.filter = filter
    }

    /// Checks every name against the presets and Vitro's enumerations.
    public func validate() throws(PreviewError) {
        guard !colorSchemes.isEmpty else { throw .invalidOption("no color scheme given") }
        _ = try resolvedDevice()
        if let dynamicTypeSize, PreviewVariant.dynamicTypeSizes[dynamicTypeSize] == nil {
            throw .invalidOption(
                "unknown Dynamic Type size \"\(dynamicTypeSize)\"; one of: "
                    + PreviewVariant.dynamicTypeSizeNames.joined(separator: ", "))
        }
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 4) {
            throw .invalidOption("--scale must be between 1 and 4")
        }
    }

    /// The device preset with the platform override applied.
    public func resolvedDevice() throws(PreviewError) -> DevicePreset {
        guard var preset = DevicePreset.named(device) else {
            throw .invalidOption(
                "unknown device \"\(device)\"; one of: " + DevicePreset.all.map(\.name).joined(separator: ", "))
        }
        if let platform {
            guard let chosen = DevicePreset.platform(named: platform) else {
                throw .invalidOption(
                    "unknown platform \"\(platform)\"; one of: "
                        + DevicePreset.platformNames.joined(separator: ", "))
            }
            preset.device.platform = chosen
        }
        return preset
    }

    /// One variant per color scheme, the other settings shared.
    public var variants: [PreviewVariant] {
        colorSchemes.map { scheme in
            PreviewVariant(
                colorScheme: scheme, device: device, increasedContrast: increasedContrast,
                reduceTransparency: reduceTransparency, dynamicTypeSize: dynamicTypeSize, scale: scale,
                platform: platform)
        }
    }
}

/// A color scheme to render in, by its command-line name.
public enum PreviewColorScheme: String, Codable, Hashable, Sendable, CaseIterable {
    /// The light color scheme (`light`).
    case light
    /// The dark color scheme (`dark`).
    case dark
}
