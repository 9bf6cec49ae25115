import Foundation
import VitroBase

/// One way to render a preview: a color scheme with the settings of ``PreviewOptions``.
public struct PreviewVariant: Codable, Hashable, Sendable {
    /// The color scheme to render in.
    public var colorScheme: PreviewColorScheme
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

    /// A variant with the given settings; by default, the light color scheme on the `iphone` preset.
    public init(
        colorScheme: PreviewColorScheme = .light, device: String = "iphone", increasedContrast: Bool = false,
        reduceTransparency: Bool = false, dynamicTypeSize: String? = nil, scale: Double? = nil,
        platform: String? = nil
    ) {
        self.colorScheme = colorScheme
        self.device = device
        self.increasedContrast = increasedContrast
        self.reduceTransparency = reduceTransparency
        self.dynamicTypeSize = dynamicTypeSize
        self.scale = scale
        self.platform = platform
    }

    /// The Dynamic Type sizes by the names SwiftUI gives the cases.
    static let dynamicTypeSizes: [String: DynamicTypeSize] = [
        "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
        "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
        "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
        "accessibility5": .accessibility5,
    ]
    /// The names in size order, for messages.
    public static let dynamicTypeSizeNames = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]

    /// The words added to an image's name: the color scheme always, then each setting that
    /// differs from the default, so the default variant of an option set reads `light`. Words are joined by `-`, the one
    /// separator SnapshotTesting keeps in a snapshot's name, so both name an image alike.
    public var suffix: String { suffixParts.joined(separator: "-") }

    /// The settings the suffix names, one word group each.
    public var suffixParts: [String] {
        var parts: [String] = [colorScheme.rawValue]
        if device != "iphone" { parts.append(device) }
        if let platform { parts.append(platform.lowercased()) }
        if increasedContrast { parts.append("increased-contrast") }
        if reduceTransparency { parts.append("reduce-transparency") }
        if let dynamicTypeSize { parts.append(dynamicTypeSize) }
        if let scale { parts.append("\(PreviewVariant.number(scale))x") }
        return parts
    }

    /// A short label for the gallery.
    public var label: String { suffixParts.joined(separator: " · ") }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The device to render on.
    public func resolvedDevice() throws(PreviewError) -> Device {
        try PreviewOptions(device: device, platform: platform).resolvedDevice().device
    }

    /// Sets this variant's environment around a preview's whole screen.
    @MainActor public func apply(to view: AnyView) -> AnyView {
        var result = AnyView(view.environment(\.colorScheme, colorScheme == .dark ? .dark : .light))
        if increasedContrast { result = AnyView(result.environment(\.colorSchemeContrast, .increased)) }
        if reduceTransparency { result = AnyView(result.environment(\.accessibilityReduceTransparency, true)) }
        if let name = dynamicTypeSize, let size = PreviewVariant.dynamicTypeSizes[name] {
            result = AnyView(result.environment(\.dynamicTypeSize, size))
        }
        if let name = platform, let chosen = DevicePreset.platform(named: name) {
            result = AnyView(result.environment(\.platform, chosen))
        }
        return result
    }
}
