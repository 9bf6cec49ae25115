import Foundation
@_spi(Nodes) import VitroCore

/// A view shown full screen on a `Device`: laid out in the device's safe area on its system
/// background, with the display's rounded rectangle as the outermost container shape and, on
/// an iPhone or iPad, the status bar drawn on top (docs/reference/seeds.md#elevation: the status
/// bar is always on top); on a Mac, the window's close, minimize and zoom buttons in its title bar.
///
/// It is the device's size wherever it is placed, so several screens can stand side by side.
public struct DeviceScreen<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let device: Device

    /// The screen of `device` showing `content` in its safe area, under its status bar.
    public init(device: Device, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.device = device
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let device = device
        let display = RoundedRectangle(cornerRadius: device.cornerRadius, style: .continuous)
        let safeArea = SafeAreaID()
        // A Mac window's buttons cover its top leading corner, as far as the title's leading
        // inset and as deep as the title bar (`containerCornerInsets`).
        let isMacWindow = device.platform == .macOS && device.safeAreaInsets.top > 0
        let corners = ContainerCorners(
            regions: RectangleCornerInsets(
                topLeading: isMacWindow
                    ? CGSize(width: NavigationBarMetrics.macTitleLeading, height: device.safeAreaInsets.top) : .zero,
                topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero))
        let inner = context.appending(.content).with {
            if isMacWindow { $0.containerCorners = corners }
            $0.safeAreaID = safeArea
            $0.horizontalSizeClass = device.horizontalSizeClass
            $0.verticalSizeClass =
                device.platform == .iOS && device.size.width > device.size.height ? .compact : .regular
            $0.platform = device.platform
            if let scheme = PlatformTraits.of(device.platform).fixedColorScheme { $0.colorScheme = scheme }
            if let edition = device.glassEdition { $0.glassEdition = edition }
            if let tinting = device.glassTinting { $0.glassTinting = tinting }
        }
        let screen = ZStack(alignment: .top) {
            PlatformWindowBackground(titlebarHeight: device.safeAreaInsets.top)
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let stack = inner.node(screen)
        // The window's rectangle is the safe area node's, before its insets.
        let safe = ContainerCornersNode(
            child: SafeAreaNode(
                child: stack, id: safeArea, insets: { _ in device.safeAreaInsets }, environment: inner.environment),
            corners: corners, environment: inner.environment)
        // Presentations cover the whole display, under the status bar
        // (docs/reference/seeds.md#elevation).
        let hosted = PresentationHostNode.hosting(
            safe, context: inner, safeArea: device.safeAreaInsets, displayCornerRadius: device.cornerRadius)
        let shaped = ContainerShapeNode(child: hosted, shape: display, environment: inner.environment)
        let showsStatusBar =
            (device.platform == .iOS && device.safeAreaInsets.top >= 44)
            || (device.platform == .iPadOS && device.safeAreaInsets.top >= 20)
        let isPad = device.platform == .iPadOS
        let isMac = device.platform == .macOS && device.safeAreaInsets.top > 0
        // A navigation bar drawn in a scheme of its own (`toolbarColorScheme(_:for:)`) sets
        // the status bar's: white time and indicators over a bar in the dark scheme.
        let statusScheme =
            PreferenceCollector.value(StatusBarColorSchemeKey.self, in: [stack]) ?? context.environment.colorScheme
        // Over a floating sidebar an iPad's time and indicators sit in the band below the
        // panel's top edge, inside the panel.
        let contentInset = isPad ? PreferenceCollector.value(StatusBarContentInsetKey.self, in: [stack]) ?? 0 : 0
        return context.appending(.secondary).nodes(
            ResolvedNodes(nodes: [shaped]).frame(width: device.size.width, height: device.size.height)
                .overlay(alignment: .top) {
                    if showsStatusBar {
                        StatusBar(isPad: isPad).frame(height: device.safeAreaInsets.top - contentInset)
                            .padding(.top, contentInset)
                            .environment(\.colorScheme, statusScheme)
                    }
                    if isMac { WindowControls().frame(height: device.safeAreaInsets.top) }
                })
    }
}

/// iPhone's status bar at rest: the time at the leading side and the battery at the trailing
/// side, in the label color, centered in the status area beside the Dynamic Island.
///
/// An iPad's is smaller: the time and date at the leading edge and the battery at the trailing
/// edge of a 24 pt bar.
struct StatusBar: View {
    var isPad = false

    var body: some View {
        HStack {
            if isPad {
                Text("9:41  Mon Jun 9").font(.system(size: 13, weight: .semibold)).padding(.leading, 8)
            } else {
                Text("9:41").font(.system(size: 17, weight: .semibold)).frame(width: 80)
            }
            Spacer()
            StatusBarIndicators(isPad: isPad).frame(width: 80, alignment: isPad ? .trailing : .center)
        }
        .padding(.horizontal, 16)
    }
}
