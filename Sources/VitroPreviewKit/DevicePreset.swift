import Foundation
import VitroBase

/// A `Device` by the name `vitro preview --device` takes.
public struct DevicePreset: Sendable {
    /// The command-line name: lowercase, words joined by hyphens.
    public var name: String
    /// The device, with any `--platform` override applied.
    public var device: Device

    /// Every preset, in the order `--help` lists them.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iphone", device: .iPhone),
        DevicePreset(name: "iphone-pro-max", device: .iPhoneProMax),
        DevicePreset(name: "ipad", device: .iPad),
        DevicePreset(name: "ipad-portrait", device: .iPadPortrait),
        DevicePreset(name: "ipad-pro-11", device: .iPadPro11),
        DevicePreset(name: "ipad-pro-13", device: .iPadPro13),
        DevicePreset(name: "mac", device: .mac),
        DevicePreset(name: "vision-pro", device: .visionPro),
    ]

    /// The preset of this name (case-insensitive; spaces count as hyphens).
    public static func named(_ name: String) -> DevicePreset? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return all.first { $0.name == key }
    }

    /// The platform names `--platform` takes.
    public static var platformNames: [String] { Device.Platform.allCases.map(\.rawValue) }

    /// The platform of this name (case-insensitive).
    public static func platform(named name: String) -> Device.Platform? {
        Device.Platform.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }
}
