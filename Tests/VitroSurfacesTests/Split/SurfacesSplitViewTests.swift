import Foundation
import Testing
import VitroGeometry

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Structure of `NavigationSplitView`, `inspector` and `backgroundExtensionEffect()` on an iPad
/// and an iPhone, read from the display list.
@MainActor
@Suite struct SurfacesSplitViewTests {
    func mail(
        visibility: NavigationSplitViewVisibility = .automatic, sidebarWidth: ColumnWidth? = nil,
        compact: NavigationSplitViewColumn = .sidebar
    ) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility), preferredCompactColumn: .constant(compact)) {
            List(selection: .constant(2)) {
                Text("Inbox").tag(1)
                Text("Sent").tag(2)
            }
            .navigationTitle("Mailboxes")
            .modifier(WidthModifier(width: sidebarWidth))
        } detail: {
            Text("Body").frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    struct WidthModifier: ViewModifier {
        let width: ColumnWidth?
        func body(content: Content) -> some View {
            if let width {
                content.navigationSplitViewColumnWidth(min: width.min, ideal: width.ideal, max: width.max)
            } else {
                content
            }
        }
    }

    /// Every glass element in `items`, however deeply grouped.
    func glass(in items: [DisplayList.Item]) -> [GlassItem.Element] {
        items.flatMap { item -> [GlassItem.Element] in
            switch item {
            case .glass(let g): g.elements + glass(in: g.printedContent)
            case .group(_, let children): glass(in: children)
            default: []
            }
        }
    }

    /// Expects the panel's outline to be the continuous rounded rectangle of `radius` in its
    /// frame: every point of the two outlines within half a point (a radius off by half a point
    /// moves the corner curves' points by more).
    func expectConcentric(_ panel: GlassItem.Element, radius: CGFloat) {
        let expected = RoundedRectangle(cornerRadius: radius, style: .continuous).fieldGeometry(in: panel.frame)
        func points(_ g: FieldGeometry) -> [Point2D] {
            switch g {
            case .path(let p):
                return p.elements.flatMap { e -> [Point2D] in
                    switch e {
                    case .move(let to), .line(let to): [to]
                    case .quadCurve(let to, let c): [to, c]
                    case .curve(let to, let c1, let c2): [to, c1, c2]
                    case .closeSubpath: []
                    }
                }
            case .roundedRect(let r, let radii):
                return [Point2D(x: r.x, y: r.y), Point2D(x: radii.topLeft, y: radii.bottomRight)]
            case .ellipse(let r):
                return [Point2D(x: r.x, y: r.y)]
            }
        }
        let a = points(panel.geometry)
        let b = points(expected)
        #expect(a.count == b.count && !a.isEmpty)
        let worst = zip(a, b).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? .infinity
        #expect(worst <= 0.5, "outline differs by \(worst) pt from radius \(radius)")
    }

    /// The glass panels taller than half the screen: floating sidebars and inspectors.
    func panels(_ view: some View, on device: Device) -> [GlassItem.Element] {
        let items = ImageRenderer(content: view, device: device).displayList.items
        return glass(in: items).filter { $0.frame.height > device.size.height / 2 }
    }

    @Test(arguments: [Device.iPad, .iPadPro11, .iPadPro13, .iPadPortrait])
    func theSidebarsCornersAreConcentricWithTheDisplays(_ device: Device) throws {
        let panel = try #require(panels(mail(), on: device).first)
        let inset = SplitMetrics.panelInset
        #expect(panel.frame.minX == inset && panel.frame.minY == inset)
        #expect(abs(panel.frame.maxY - (device.size.height - inset)) < 0.5)
        expectConcentric(panel, radius: device.cornerRadius - inset)
    }

    @Test func theSidebarTakesItsColumnWidth() throws {
        let fixed = try #require(panels(mail(sidebarWidth: ColumnWidth(ideal: 260)), on: .iPad).first)
        #expect(fixed.frame.width == 260)
        let clamped = try #require(
            panels(mail(sidebarWidth: ColumnWidth(min: 200, ideal: 500, max: 400)), on: .iPad).first)
        #expect(clamped.frame.width == 400)
        let standard = try #require(panels(mail(), on: .iPad).first)
        #expect(standard.frame.width == SplitMetrics.sidebarWidth)
    }

    @Test func columnWidthsResolveIdealWithinBounds() {
        #expect(ColumnWidth(min: 100, ideal: 50, max: 300).resolved == 100)
        #expect(ColumnWidth(min: nil, ideal: 250, max: 200).resolved == 200)
        #expect(ColumnWidth(min: nil, ideal: .nan, max: nil).resolved == 0)
        #expect(ColumnWidth(min: -5, ideal: 120, max: .infinity).resolved == 120)
    }

    @Test func detailOnlyHidesTheSidebar() {
        #expect(panels(mail(visibility: .detailOnly), on: .iPad).isEmpty)
        #expect(panels(mail(visibility: .all), on: .iPad).count == 1)
    }

    /// The x of the first text run named `text` in the display list, if any.
    func textX(_ text: String, _ view: some View, on device: Device) -> CGFloat? {
        func find(_ items: [DisplayList.Item]) -> CGFloat? {
            for item in items {
                switch item {
                case .text(let s, let path, _, _) where s == text: return path.boundingRect.minX
                case .group(_, let children): if let x = find(children) { return x }
                case .glass(let g): if let x = find(g.printedContent) { return x }
                default: break
                }
            }
            return nil
        }
        return find(ImageRenderer(content: view, device: device).displayList.items)
    }

    @Test func aBalancedDetailSitsBesideTheSidebarAndAProminentOneUnderIt() throws {
        let extent = SplitMetrics.panelInset + SplitMetrics.sidebarWidth
        let balanced = try #require(textX("Body", mail().navigationSplitViewStyle(.balanced), on: .iPad))
        #expect(balanced > extent)
        let prominent = try #require(
            textX("Body", mail().navigationSplitViewStyle(.prominentDetail), on: .iPad))
        #expect(prominent < extent)
    }

    @Test func threeColumnsShowContentBesideTheSidebar() throws {
        let view = NavigationSplitView(columnVisibility: .constant(.all)) {
            Text("Mailboxes").navigationSplitViewColumnWidth(250)
        } content: {
            Text("Messages").navigationSplitViewColumnWidth(300)
        } detail: {
            Text("Body")
        }
        let list = try #require(textX("Messages", view, on: .iPadPro13))
        let body = try #require(textX("Body", view, on: .iPadPro13))
        let sidebarEnd = SplitMetrics.panelInset + 250
        #expect(list > sidebarEnd && list < sidebarEnd + 300)
        #expect(body > sidebarEnd + 300)
        // Automatic visibility in three columns shows content and detail only.
        let automatic = NavigationSplitView {
            Text("Mailboxes")
        } content: {
            Text("Messages")
        } detail: {
            Text("Body")
        }
        #expect(panels(automatic, on: .iPad).isEmpty)
        #expect(textX("Messages", automatic, on: .iPad) != nil)
    }

    @Test func onAnIPhoneTheColumnsCollapseToThePreferredOne() {
        let sidebar = ImageRenderer(content: mail(), device: .iPhone).displayList.description
        #expect(sidebar.contains("text \"Mailboxes\""))
        #expect(!sidebar.contains("Body"))
        #expect(panels(mail(), on: .iPhone).isEmpty)
        let detail = ImageRenderer(content: mail(compact: .detail), device: .iPhone).displayList.description
        #expect(detail.contains("text \"Body\""))
        #expect(!detail.contains("Mailboxes"))
    }

    @Test func aNavigationStackInAColumnGetsNoSecondBar() {
        let view = NavigationSplitView {
            NavigationStack { Text("Row").navigationTitle("Folders") }
        } detail: {
            Text("Detail")
        }
        let list = ImageRenderer(content: view, device: .iPad).displayList.description
        #expect(list.components(separatedBy: "text \"Folders\"").count == 2)
    }

    @Test func theInspectorIsATrailingGlassPanelConcentricWithTheDisplay() throws {
        let view = Text("Canvas").inspector(isPresented: .constant(true)) {
            Text("Inspector").inspectorColumnWidth(280)
        }
        let panel = try #require(panels(view, on: .iPadPro11).first)
        let inset = SplitMetrics.panelInset
        #expect(panel.frame.width == 280)
        #expect(abs(panel.frame.maxX - (Device.iPadPro11.size.width - inset)) < 0.5)
        expectConcentric(panel, radius: Device.iPadPro11.cornerRadius - inset)
        let hidden = Text("Canvas").inspector(isPresented: .constant(false)) { Text("Inspector") }
        #expect(panels(hidden, on: .iPadPro11).isEmpty)
    }

    @Test func anInspectorInTheDetailIsTheSplitViewsFullHeightTrailingColumn() throws {
        let view = NavigationSplitView {
            Text("Sidebar")
        } detail: {
            NavigationStack {
                Text("Body").frame(maxWidth: .infinity, alignment: .trailing)
                    .navigationTitle("Detail")
                    .inspector(isPresented: .constant(true)) { Text("Info").inspectorColumnWidth(250) }
            }
        }
        let device = Device.iPadPro11
        let found = panels(view, on: device)
        #expect(found.count == 2)
        let inspector = try #require(found.max { $0.frame.minX < $1.frame.minX })
        let inset = SplitMetrics.panelInset
        #expect(
            inspector.frame
                == CGRect(
                    x: device.size.width - inset - 250, y: inset, width: 250, height: device.size.height - 2 * inset))
        // The detail's content ends where the inspector begins.
        let body = try #require(textX("Body", view, on: device))
        #expect(body < inspector.frame.minX && body > inspector.frame.minX - 80)
    }

    @Test func onAnIPhoneTheInspectorIsASheetOverTheLowerHalf() throws {
        let view = Text("Canvas").inspector(isPresented: .constant(true)) { Text("Inspector") }
        let items = ImageRenderer(content: view, device: .iPhone).displayList.items
        let sheet = try #require(glass(in: items).max { $0.frame.width < $1.frame.width })
        #expect(sheet.frame.minY > Device.iPhone.size.height * 0.4)
        #expect(abs(sheet.frame.maxY - (Device.iPhone.size.height - SplitMetrics.panelInset)) < 0.5)
    }
}
