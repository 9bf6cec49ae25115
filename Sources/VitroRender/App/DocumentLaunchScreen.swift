import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// The document launch screen iOS 18 draws for `DocumentLaunchView` and
/// `DocumentGroupLaunchScene`: the background over the whole screen, the title in large bold
/// type in the upper part with the actions as capsule buttons under it, and the document
/// browser as a sheet over the lower part. Accessory views are laid over the screen, the
/// background one behind the title and the overlay one in front of it, each given the
/// screen's and the title's frames.
struct DocumentLaunchScreen: View {
    let title: Text
    let background: AnyView
    let actions: AnyView
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    var body: some View {
        GeometryReader { geometry in
            let proxy = DocumentLaunchMetrics.proxy(in: geometry.size)
            ZStack(alignment: .topLeading) {
                background.frame(width: geometry.size.width, height: geometry.size.height)
                backgroundAccessory?(proxy)
                title.font(.largeTitle.bold()).multilineTextAlignment(.center).lineLimit(2)
                    .frame(width: proxy.titleViewFrame.width, height: proxy.titleViewFrame.height)
                    .offset(x: proxy.titleViewFrame.minX, y: proxy.titleViewFrame.minY)
                VStack(spacing: DocumentLaunchMetrics.actionSpacing) { actions }
                    .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).controlSize(.large)
                    .frame(width: proxy.titleViewFrame.width)
                    .offset(
                        x: proxy.titleViewFrame.minX, y: proxy.titleViewFrame.maxY + DocumentLaunchMetrics.actionsGap)
                overlayAccessory?(proxy)
                DocumentBrowserSheet()
                    .frame(
                        width: geometry.size.width, height: geometry.size.height * DocumentLaunchMetrics.sheetFraction
                    )
                    .offset(y: geometry.size.height * (1 - DocumentLaunchMetrics.sheetFraction))
            }
        }
        .ignoresSafeArea()
    }
}

/// The document browser's sheet at the foot of the launch screen: a grabber and the browser's
/// "Recents" title on the system background.
struct DocumentBrowserSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5).frame(maxWidth: .infinity)
            Text(verbatim: "Recents").font(.title2.bold()).padding(.horizontal, 20)
            Spacer(minLength: 0)
        }
        .padding(.top, 6)
        .background(
            UnevenRoundedRectangle(
                topLeadingRadius: DocumentLaunchMetrics.sheetCornerRadius,
                topTrailingRadius: DocumentLaunchMetrics.sheetCornerRadius, style: .continuous
            ).fill(Color(uiColor: .systemBackground)))
    }
}

/// The figures of the document launch screen.
enum DocumentLaunchMetrics {
    /// The share of the screen's height the browser sheet covers.
    static let sheetFraction: CGFloat = 0.38
    /// The corner radius of the browser sheet's top corners.
    static let sheetCornerRadius: CGFloat = 38
    /// The title's margins from the screen's sides.
    static let titleMargin: CGFloat = 20
    /// The height of the title view: two lines of the bold large title.
    static let titleHeight: CGFloat = 82
    /// The space between the title and the first action.
    static let actionsGap: CGFloat = 20
    /// The space between actions.
    static let actionSpacing: CGFloat = 12

    /// The screen's frame and the title's: the title sits a third of the way down the part of
    /// the screen above the browser sheet.
    static func proxy(in size: CGSize) -> DocumentLaunchGeometryProxy {
        let free = size.height * (1 - sheetFraction)
        let title = CGRect(
            x: titleMargin, y: (free * 0.4 - titleHeight / 2).rounded(),
            width: max(0, size.width - 2 * titleMargin), height: titleHeight)
        return DocumentLaunchGeometryProxy(frame: CGRect(origin: .zero, size: size), titleViewFrame: title)
    }

    /// The title a launch screen shows without one: the app's name.
    static var appName: String {
        (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String)
            ?? ProcessInfo.processInfo.processName
    }
}
