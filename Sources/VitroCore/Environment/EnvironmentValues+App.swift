import Foundation

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: nil) }
struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction(handler: nil) }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? .current }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct EditModeKey: EnvironmentKey { static let defaultValue = EditModeBox(binding: nil) }
/// The edit mode binding in the environment; bindings are used on the main actor only.
struct EditModeBox: @unchecked Sendable { let binding: Binding<EditMode>? }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct BoldTextKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
struct SwitchControlKey: EnvironmentKey { static let defaultValue = false }
struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

/// The values apps read from the environment. A renderer has no scene, window or device, so
/// each has a fixed default that describes a portrait iPhone (compact width, regular height),
/// active, in US English, Gregorian, UTC; set any of them with `.environment(_:_:)` or on the
/// host. SwiftUI reads several of these from the system only; Vitro lets you set them.
extension EnvironmentValues {
    /// Whether controls in this view accept interaction; `.disabled(true)` makes it false and
    /// controls draw dimmed. Default: true.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in. The host records each call
    /// (`DismissAction/callCount` on the action it set); without a presentation it does nothing.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The older form of `dismiss` (deprecated in SwiftUI): a binding whose
    /// `wrappedValue.dismiss()` dismisses.
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = dismiss
        return Binding(get: { PresentationMode(isPresented: true, dismissAction: dismiss) }, set: { _ in })
    }

    /// Opens a URL: `Link` and `openURL(url)` call it. By default it records the URL in
    /// `OpenURLAction/opened` of the action set, or does nothing.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The width class: `.compact` (an iPhone in portrait) by default.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height class: `.regular` (an iPhone in portrait) by default.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale dates and numbers are formatted in. Default: `en_US`, so renders are the same
    /// on every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in. Default: Gregorian.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in. Default: UTC, so renders are the same everywhere.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the scene is active, inactive or in the background. Default: `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The edit mode of lists, as a binding; nil outside a container that provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self].binding }
        set { self[EditModeKey.self] = EditModeBox(binding: newValue) }
    }

    /// Whether the view is inside a `searchable` container that is searching. Default: false.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus. Default: false (a still image has none).
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether Differentiate Without Color is on. Settable in Vitro.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether Smart or Classic Invert is on. Settable in Vitro.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether Bold Text is on. Settable in Vitro.
    public var legibilityWeight: LegibilityWeight? {
        get { self[BoldTextKey.self] ? .bold : .regular }
        set { self[BoldTextKey.self] = newValue == .bold }
    }

    /// Whether VoiceOver is running. Settable in Vitro.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }

    /// Whether Switch Control is running. Settable in Vitro.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] }
        set { self[SwitchControlKey.self] = newValue }
    }

    /// Whether Button Shapes is on. Settable in Vitro.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether Dim Flashing Lights is on. Settable in Vitro.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }

    /// Whether animated images play (off when Auto-Play Animated Images is off). Default: true.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }
}
