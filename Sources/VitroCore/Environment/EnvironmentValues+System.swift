import Foundation

/// Environment values of the system and of settings a render does not change: each has SwiftUI's
/// name and type and the value an iPhone reports by default (where the value is a person's
/// setting, the setting's default).
extension EnvironmentValues {
    /// Whether hover effects apply to views that have them; `true`.
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }

    /// Whether the display dims its content, as an Always-On display does; `false` in a render.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Whether the view's window is active; a rendered window is.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Whether content transitions draw through an offscreen group; `false`.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// Whether an assistive technology such as VoiceOver is running; none runs in a render.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the Button Shapes setting asks for borders on buttons; off.
    public var accessibilityShowBorders: Bool {
        self[AccessibilityShowBordersKey.self]
    }

    /// Whether the large content viewer is on; off.
    public var accessibilityLargeContentViewerEnabled: Bool {
        self[AccessibilityLargeContentViewerEnabledKey.self]
    }

    /// Whether Assistive Access is running; it is not.
    public var accessibilityAssistiveAccessEnabled: Bool {
        self[AccessibilityAssistiveAccessEnabledKey.self]
    }

    /// Whether Quick Actions are on (watchOS); off.
    public var accessibilityQuickActionsEnabled: Bool {
        self[AccessibilityQuickActionsEnabledKey.self]
    }

    /// Whether the app can open more windows; a render shows one.
    public var supportsMultipleWindows: Bool {
        self[SupportsMultipleWindowsKey.self]
    }

    /// Whether remote scenes can be shown; they cannot.
    public var supportsRemoteScenes: Bool {
        self[SupportsRemoteScenesKey.self]
    }

    /// Whether the scene is being recorded or mirrored; `false`.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    /// Whether a sidebar-adaptable tab bar shows its sections; the compact tab bar does not.
    public var isTabBarShowingSections: Bool {
        self[IsTabBarShowingSectionsKey.self]
    }

    /// Whether the app can ask a person to authenticate; `true`.
    public var isUserAuthenticationEnabled: Bool {
        self[IsUserAuthenticationEnabledKey.self]
    }

    /// Whether focused views draw the focus effect; `true`.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    /// Whether scroll views within the view scroll; `true`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The least height of a list row: UIKit's standard row is 44 points.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section header; `nil`, the list's own.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// Whether scroll views show their vertical indicator; `.automatic`.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views show their horizontal indicator; `.automatic`.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views bounce vertically; `.automatic`.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// Whether scroll views bounce horizontally; `.automatic`.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard; `.automatic`.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Which side of a line break the caret takes; `.automatic`.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }

    /// Whether menus show their indicator; `.automatic`.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether labels of controls such as toolbar items show; `.automatic`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Whether navigation links in lists show a disclosure chevron; `.automatic`.
    public var navigationLinkIndicatorVisibility: Visibility {
        self[NavigationLinkIndicatorVisibilityKey.self]
    }

    /// The keyboard shortcut of the enclosing control; `nil`.
    public var keyboardShortcut: KeyboardShortcut? {
        self[KeyboardShortcutKey.self]
    }

    /// Whether held buttons repeat their action; `.automatic`.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        self[ButtonRepeatBehaviorKey.self]
    }

    /// Whether views activate under a hovering drag; `.automatic`.
    public var springLoadingBehavior: SpringLoadingBehavior {
        self[SpringLoadingBehaviorKey.self]
    }

    /// How Writing Tools work on text views; `nil`, the platform's choice.
    public var writingToolsBehavior: WritingToolsBehavior? {
        self[WritingToolsBehaviorKey.self]
    }

    /// The width labels reserve for their icon; `nil`, the icon's own.
    public var labelReservedIconWidth: CGFloat? {
        self[LabelReservedIconWidthKey.self]
    }

    /// The space between a label's icon and title; `nil`, the style's own.
    public var labelIconToTitleSpacing: CGFloat? {
        self[LabelIconToTitleSpacingKey.self]
    }

    /// Whether text fields turn autocorrection off (the older name); `nil`.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// Whether text fields turn autocorrection off; `false`.
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }
}

struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AppearsActiveKey: EnvironmentKey { static let defaultValue: Bool = true }
struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AccessibilityShowBordersKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
struct AccessibilityQuickActionsEnabledKey: EnvironmentKey { static let defaultValue: Bool = false }
struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue: Bool = false }
struct SupportsRemoteScenesKey: EnvironmentKey { static let defaultValue: Bool = false }
struct IsSceneCapturedKey: EnvironmentKey { static let defaultValue: Bool = false }
struct IsTabBarShowingSectionsKey: EnvironmentKey { static let defaultValue: Bool = false }
struct IsUserAuthenticationEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
struct IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue: Bool = true }
struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue: ScrollIndicatorVisibility = .automatic
}
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue: ScrollIndicatorVisibility = .automatic
}
struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue: ScrollBounceBehavior = .automatic }
struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue: ScrollDismissesKeyboardMode = .automatic
}
struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue: TextSelectionAffinity = .automatic }
struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue: ButtonRepeatBehavior = .automatic }
struct SpringLoadingBehaviorKey: EnvironmentKey { static let defaultValue: SpringLoadingBehavior = .automatic }
struct WritingToolsBehaviorKey: EnvironmentKey { static let defaultValue: WritingToolsBehavior? = nil }
struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
