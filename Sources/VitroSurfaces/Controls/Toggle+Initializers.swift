import Foundation
@_spi(Nodes) import VitroCore

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, drawn as the platform's switch (what a style's
    /// ``ToggleStyle/makeBody(configuration:)`` wraps).
    public init(_ configuration: ToggleStyleConfiguration) {
        label = configuration.label
        isOn = configuration.$isOn
        isMixed = configuration.isMixed
        drawsPlatformLook = true
    }
}

extension Toggle {
    /// A toggle for several values at once: on when every source is on, mixed when only some
    /// are; turning it on or off sets every source.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let ons = bindings.filter(\.wrappedValue).count
        self.init(
            isOn: Binding(
                get: { !bindings.isEmpty && ons == bindings.count },
                set: { value in bindings.forEach { $0.wrappedValue = value } }),
            label: label)
        isMixed = ons > 0 && ons < bindings.count
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey` for several values at once.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title` for several values at once.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == VitroSurfaces.Label<Text, Image> {
    /// A toggle titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { VitroSurfaces.Label(title, systemImage: systemImage) }
    }

    /// A toggle titled `titleKey` with the image resource `image`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }

    /// A toggle titled `title` with the image resource `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            VitroSurfaces.Label {
                Text(title)
            } icon: {
                Image(image)
            }
        }
    }

    /// A toggle titled `titleKey` with the symbol `systemImage`, for several values at once.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { VitroSurfaces.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled `titleKey` with the image resource `image`, for several values at once.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) {
            VitroSurfaces.Label {
                Text(titleKey)
            } icon: {
                Image(image)
            }
        }
    }
}
