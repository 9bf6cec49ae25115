import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// iOS 26's list and iPadOS 26's sidebar figures, pinned with where each comes from (what a
/// list draws with them is checked in `SurfacesMetricsTests` and `SurfacesSidebarTests`).
///
/// Apple publishes none of these numbers; Apple's "Adopting Liquid Glass"
/// (docs/reference/seeds.md#adopting-liquid-glass) says only that
/// rows are taller, with more padding, and that sections are rounder "to match the curvature of
/// controls". The 26 pt section radius is the figure apps that reproduce iOS 26's grouped
/// sections by hand use (for instance MyTonWallet's iOS 26 compatibility
/// constants: section item height 52 pt, inset section corner radius 26 pt, against 44 and 10
/// before; RevenueCat's customer center: 26 pt on iOS 26, 10 before), and they agree with each
/// other: 26 is half of 52, the radius of a 52 pt capsule control.
@MainActor
@Suite struct ListMetricsTests {
    @Test func theFiguresAreIOS26s() {
        // iOS 26 grouped rows: 51 pt, measured in SwiftUI's own iOS 26 snapshots
        // (`ListPositionTests`); the apps above use 52. iOS 13–18: 44 pt, the HIG's minimum hit target.
        #expect(ListMetrics.minimumRowHeight == 51)
        // iOS 26 inset-grouped sections: half the row height (iOS 13–18: 10 pt).
        #expect(ListMetrics.sectionCornerRadius == 26)
        // The compact-width layout margin of an iPhone (UIKit's 16 pt minimum layout margins).
        #expect(ListMetrics.cardMargin == 16)
        // UIKit's sidebar cell height, which iPadOS 26 keeps (by eye against Mail and Files).
        #expect(ListMetrics.sidebarRowHeight == 44)
        // The floating sidebar's inset from the window (by eye against iPadOS 26 Mail and
        // Settings), and UIKit's default primary column width.
        #expect(SplitMetrics.panelInset == 8)
        #expect(SplitMetrics.sidebarWidth == 320)
    }
}
