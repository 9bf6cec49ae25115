import Foundation
import VitroSymbols

extension SymbolCatalog {
    /// A rounded square frame with a dot: visibly "missing".
    static func placeholder(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) * 0.8
        let r = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        var p = Path(roundedRect: r, cornerRadius: side * 0.18, style: .continuous)
        p.addPath(
            Path(roundedRect: r.insetBy(dx: side * 0.09, dy: side * 0.09), cornerRadius: side * 0.1, style: .continuous)
        )
        p.addEllipse(
            in: CGRect(x: rect.midX - side * 0.09, y: rect.midY - side * 0.09, width: side * 0.18, height: side * 0.18))
        return p
    }
}
