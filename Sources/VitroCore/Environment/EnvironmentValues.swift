import VitroColor

/// The values a view tree is rendered with: appearance, contrast, accessibility settings,
/// display scale. As in SwiftUI, each value is read and written through an ``EnvironmentKey``
/// or one of the named properties.
///
/// Vitro lets you set several values SwiftUI only reads (`colorSchemeContrast`,
/// `accessibilityReduceTransparency`, …), because a renderer has no system settings to
/// follow: you tell it what to draw.
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// The default environment: light, standard contrast, the large type size, left to right.
    public init() {}

    /// The value of an environment key, its default when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// A model set with `.environmentObject(_:)` or `.environment(_ object:)`, by its type.
    func object(_ type: ObjectIdentifier) -> AnyObject? {
        (storage[type] as? ObjectBox)?.object
    }

    mutating func setObject(_ object: AnyObject?, for type: ObjectIdentifier) {
        storage[type] = object.map { ObjectBox(object: $0) }
    }

    /// Whether these values are the same as `other`'s, so a view that read them need not be
    /// evaluated again: values compared as `ViewComparison` compares view fields.
    func isSame(as other: EnvironmentValues) -> Bool {
        // Environments passed down unchanged share their storage.
        let shared = withUnsafeBytes(of: storage) { a in
            withUnsafeBytes(of: other.storage) { b in a.elementsEqual(b) }
        }
        if shared { return true }
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let theirs = other.storage[key], ViewComparison.sameAny(value, theirs, depth: 0) else { return false }
        }
        return true
    }

    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), colorSchemeContrast: \(colorSchemeContrast), displayScale: \(displayScale))"
    }
}

/// A model in the environment; the models themselves are used on the main actor only.
struct ObjectBox: @unchecked Sendable {
    let object: AnyObject
}

struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: Double = 1
}

struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

struct PaletteEditionKey: EnvironmentKey {
    static let defaultValue = PaletteEdition.iOS26
}

struct UserInterfaceLevelKey: EnvironmentKey {
    static let defaultValue = UserInterfaceLevel.base
}

extension EnvironmentValues {
    /// Light or dark appearance. Default: light.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Standard or increased contrast (Settings › Accessibility › Increase Contrast).
    /// Settable in Vitro; read-only in SwiftUI, which follows the system setting.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// Pixels per point. Default: 1 (set 2 or 3 for Retina renders).
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether Reduce Transparency is on: materials become opaque. Settable in Vitro.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether Reduce Motion is on. Settable in Vitro.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Which release's system colors to draw (Vitro's addition). Default: iOS 26.
    public var paletteEdition: PaletteEdition {
        get { self[PaletteEditionKey.self] }
        set { self[PaletteEditionKey.self] = newValue }
    }

    /// Base or elevated (presented content such as sheets); picks the dark elevated backgrounds.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelKey.self] }
        set { self[UserInterfaceLevelKey.self] = newValue }
    }

    /// The palette column these values select.
    var paletteVariant: PaletteVariant {
        PaletteVariant(isDark: colorScheme == .dark, increasedContrast: colorSchemeContrast == .increased)
    }
}
