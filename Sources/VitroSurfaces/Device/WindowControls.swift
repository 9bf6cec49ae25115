import Foundation
@_spi(Nodes) import VitroCore

/// A Mac window's close, minimize and zoom buttons ("traffic lights") at the leading end of its
/// title bar, vertically centered in it.
///
/// Apple's AppKit buttons are 12 pt discs 20 pt apart center to center; their fills are the
/// standard window-button colors (close #FF5F57, minimize #FEBC2E, zoom #28C840) with a darker
/// hairline rim. The 20 pt leading inset of the first center is Vitro's reading of macOS 26's
/// unified toolbar, whose rounder window corners move the buttons in from the 14 pt of earlier
/// releases.
struct WindowControls: View {
    @Environment(\.colorScheme) private var colorScheme

    /// The fills and rims of close, minimize and zoom.
    static let colors: [(fill: Color, rim: Color)] = [
        (Color(red: 1, green: 0.373, blue: 0.341), Color(red: 0.878, green: 0.267, blue: 0.243)),
        (Color(red: 0.996, green: 0.737, blue: 0.180), Color(red: 0.871, green: 0.631, blue: 0.125)),
        (Color(red: 0.157, green: 0.784, blue: 0.251), Color(red: 0.114, green: 0.675, blue: 0.169)),
    ]
    static let diameter: CGFloat = 12
    static let pitch: CGFloat = 20
    static let firstCenter: CGFloat = 20

    var body: some View {
        HStack(spacing: Self.pitch - Self.diameter) {
            ForEach(0..<3, id: \.self) { index in
                Circle().fill(Self.colors[index].fill)
                    .overlay(Circle().strokeBorder(Self.colors[index].rim, lineWidth: 0.5))
                    .frame(width: Self.diameter, height: Self.diameter)
            }
        }
        .padding(.leading, Self.firstCenter - Self.diameter / 2)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .accessibilityHidden(true)
    }
}
