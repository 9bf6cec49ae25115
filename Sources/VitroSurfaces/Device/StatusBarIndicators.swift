import Foundation
@_spi(Nodes) import VitroCore

/// The trailing side of the status bar as iOS 26 draws it at rest: the cellular signal's four
/// bars, the Wi-Fi fan and the battery on an iPhone; Wi-Fi and the battery on an iPad (a Wi-Fi
/// iPad has no cellular bars). All full, in the label color.
struct StatusBarIndicators: View {
    var isPad = false

    var body: some View {
        HStack(spacing: isPad ? 5 : 6) {
            if !isPad { CellularBars().frame(width: 17, height: 11) }
            Image(systemName: "wifi").font(.system(size: isPad ? 12 : 14, weight: .semibold))
            HStack(spacing: 1) {
                RoundedRectangle(cornerRadius: isPad ? 3 : 4, style: .continuous).fill(Color.primary)
                    .frame(width: isPad ? 22 : 25, height: isPad ? 10 : 12)
                RoundedRectangle(cornerRadius: 1).fill(Color.primary.opacity(0.4)).frame(width: 2, height: 4)
            }
        }
    }
}

/// Four signal bars rising left to right, all lit.
struct CellularBars: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 1.5) {
            ForEach(0..<4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 1).fill(Color.primary)
                    .frame(width: 3, height: 4 + CGFloat(i) * 2.3)
            }
        }
    }
}
