import Foundation
@_spi(Nodes) import VitroCore

/// How labels arrange their title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label's icon, type-erased.
    public struct Icon: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The icon, 8 pt of space, then the title (iOS's default outside lists).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// A label showing its icon and its title.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}
/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// A label showing its title only.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// A label showing its icon only.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// The platform's default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The platform's label style: icon and title.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's label style: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label showing its icon and its title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label showing its title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label showing its icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A type-erased label style.
@MainActor
struct AnyLabelStyle: @unchecked Sendable {
    let make: @MainActor (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyLabelStyle? = nil }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let s = AnyLabelStyle(style)
        return environmentChange { $0.labelStyle = s }
    }
}
