/// A value that varies by appearance and platform: Icon Composer's `key` with its
/// `key-specializations` array of `{ "appearance": …, "idiom": …, "value": … }`.
public struct IconSpecialized<Value: Sendable & Hashable>: Sendable, Hashable {
    /// One entry of the specializations array (`nil` appearance or idiom: any).
    public struct Variant: Sendable, Hashable {
        /// The appearance the entry is for (`dark`, `tinted`); `nil` for any.
        public var appearance: String?
        /// The platform the entry is for (`iOS`, `macOS`, `square`, …); `nil` for any.
        public var idiom: String?
        /// The value for that appearance and idiom.
        public var value: Value
        /// An entry giving `value` for `appearance` and `idiom` (`nil`: any).
        public init(appearance: String? = nil, idiom: String? = nil, value: Value) {
            (self.appearance, self.idiom, self.value) = (appearance, idiom, value)
        }
    }

    /// The plain value (the key itself), if present.
    public var value: Value?
    /// The specializations, in the order of `key-specializations`.
    public var variants: [Variant]

    /// A plain value with its specializations; with neither, the key is absent.
    public init(_ value: Value? = nil, variants: [Variant] = []) { (self.value, self.variants) = (value, variants) }

    /// The value for an appearance and platform: the most specific variant (its appearance
    /// first, `tinted` then `dark` for the dark monochrome ones, then none; a matching idiom
    /// before none), then the plain value.
    public func resolved(for appearance: IconAppearance, platform: IconPlatform) -> Value? {
        for key in appearance.specializationKeys {
            let candidates = variants.filter { $0.appearance == key }
            if let v = candidates.first(where: { $0.idiom.map { platform.matches(idiom: $0) } ?? false }) {
                return v.value
            }
            if let v = candidates.first(where: { $0.idiom == nil }) { return v.value }
            if key == nil, let value { return value }
        }
        return value
    }

    /// Whether any variant is for `appearance`'s own key (it differs from the plain value there).
    public func isSpecialized(for appearance: IconAppearance) -> Bool {
        guard let key = appearance.specializationKeys.first ?? nil else { return false }
        return variants.contains { $0.appearance == key }
    }
}

extension IconPlatform {
    /// Whether an `idiom` of a specialization names this platform.
    func matches(idiom: String) -> Bool {
        switch (self, idiom.lowercased()) {
        case (.iOS, "ios"), (.iOS, "ipados"), (.iOS, "square"), (.iOS, "shared"): true
        case (.macOS, "macos"), (.macOS, "mac"): true
        case (.watchOS, "watchos"), (.watchOS, "watch"), (.watchOS, "circle"), (.watchOS, "circles"): true
        default: false
        }
    }
}
