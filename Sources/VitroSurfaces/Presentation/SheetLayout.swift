import Foundation
@_spi(Nodes) import VitroCore

/// Where iOS 26 puts a sheet of a given height, and how it looks there.
///
/// A partial-height sheet floats: inset from the display's sides and bottom, on Liquid Glass,
/// its corners concentric with the display's (docs/reference/seeds.md#adopting-liquid-glass: "half
/// sheets are inset from the edge of the display to allow content to peek through from beneath
/// them"). At full height it meets the display's edges, turns opaque ("transitions to a more opaque
/// appearance to help maintain focus") and pushes the content behind it back. The content behind is
/// dimmed by the sheet overlay (docs/reference/seeds.md#dimming), 0.2 to 0.4 with the sheet's
/// height.
struct SheetLayout: Equatable, Sendable {
    /// The sheet's frame (points).
    let frame: CGRect
    /// The radii of its corners (points).
    let cornerRadii: RectangleCornerRadii
    /// Whether it floats inset on glass (false: full height, opaque).
    let isFloating: Bool
    /// The opacity of the black overlay over the content behind.
    let dimming: Double
    /// The height from the sheet's top to the bottom of the screen (points).
    let height: CGFloat

    /// The full sheet height (the large detent): from just under the status area to the bottom.
    static func maximumHeight(in geometry: PresentationGeometry) -> CGFloat {
        max(0, geometry.container.height - geometry.safeArea.top - PresentationMetrics.largeSheetGap)
    }

    /// The detent a sheet shows: the selection when it is one of the detents, else the smallest.
    static func detent(
        _ detents: Set<PresentationDetent>, selection: PresentationDetent?, maximum: CGFloat,
        environment: EnvironmentValues
    ) -> PresentationDetent {
        if let selection, detents.contains(selection) { return selection }
        return detents.min {
            $0.height(maximum: maximum, environment: environment)
                < $1.height(maximum: maximum, environment: environment)
        } ?? .large
    }

    /// The layout of a sheet `height` points tall in `geometry`, with the system's corner radius
    /// unless `cornerRadius` is given; `undimmed` leaves the content behind at full brightness.
    init(height: CGFloat, in geometry: PresentationGeometry, cornerRadius: CGFloat? = nil, undimmed: Bool = false) {
        let container = geometry.container
        let maximum = Self.maximumHeight(in: geometry)
        let h = min(maximum, max(0, height.isFinite ? height : maximum))
        self.height = h
        // Within half a point of the top it is a full-height sheet.
        isFloating = h < maximum - 0.5
        let inset = isFloating ? PresentationMetrics.sheetInset : 0
        // Concentric with the display: its radius less the inset
        // (docs/reference/seeds.md#adopting-liquid-glass).
        let concentric = max(0, geometry.displayCornerRadius - PresentationMetrics.sheetInset)
        let top = cornerRadius.map { max(0, $0.isFinite ? $0 : 0) } ?? concentric
        let bottom = isFloating ? top : max(0, geometry.displayCornerRadius)
        cornerRadii = RectangleCornerRadii(
            topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
        frame = CGRect(
            x: container.minX + inset, y: container.maxY - h, width: max(0, container.width - 2 * inset),
            height: max(0, h - inset))
        let fraction = maximum > 0 ? h / maximum : 1
        dimming = undimmed ? 0 : PresentationMetrics.sheetDimming(fraction: fraction)
    }

    /// A sheet at a frame of its own (a form sheet on regular width), floating with uniform
    /// corners.
    init(frame: CGRect, radius: CGFloat, dimming: Double) {
        self.frame = frame
        let r = max(0, radius.isFinite ? radius : 0)
        cornerRadii = RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
        isFloating = true
        self.dimming = dimming
        height = frame.height
    }
}

/// A presented sheet's surface: its background (Liquid Glass while it floats, opaque at full
/// height, or the content's `presentationBackground`), its content and its grabber, clipped to
/// its rounded shape, which is also the container shape its content's concentric shapes follow.
struct SheetPanel: View {
    let layout: SheetLayout
    let content: LayoutNode
    let background: AnyView?
    let showsGrabber: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.platform) private var platform

    var body: some View {
        let shape = UnevenRoundedRectangle(cornerRadii: layout.cornerRadii, style: .continuous)
        return ZStack(alignment: .top) {
            ResolvedNodes(nodes: [content]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            if showsGrabber {
                Capsule()
                    .fill(Color(semantic: .tertiaryLabel))
                    .frame(width: PresentationMetrics.grabberSize.width, height: PresentationMetrics.grabberSize.height)
                    .padding(.top, PresentationMetrics.grabberTop)
            }
        }
        .clipShape(shape)
        .background {
            if let background {
                background.clipShape(shape)
            } else if layout.isFloating {
                // Large glass is frosted more than a button's (DESIGN: larger elements turn
                // more opaque), so the sheet's content stays legible over photographs: the
                // platform's sheet material beneath the glass, thick on iOS
                // (docs/reference/seeds.md#component-materials) (its bottom-sheet Regular stays too
                // busy); the window glass on visionOS.
                Color.clear.presentationSurface(PlatformTraits.of(platform).sheetMaterial, in: shape)
            } else {
                // The opaque full-height sheet: white in light mode, the elevated gray in dark.
                shape.fill(Color(semantic: colorScheme == .dark ? .secondarySystemBackground : .systemBackground))
            }
        }
        .containerShape(shape)
    }
}
