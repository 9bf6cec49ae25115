import Foundation
import VitroGeometry

/// A vector symbol drawn for Vitro: a path in a unit square, stroked or filled.
struct Symbol {
    /// Width over height.
    var aspect: CGFloat = 1
    var rule: FillRule = .nonZero
    /// Builds the outline in a unit square (0…1), given a stroke width in those units.
    var build: @Sendable (_ stroke: Double) -> BezierPath

    /// The outline in `rect`, its strokes as heavy as `weight` (400 regular, 700 bold) makes them.
    func path(in rect: CGRect, weight: Int) -> Path {
        let stroke = 0.085 * (0.6 + Double(weight) / 1000)
        let side = min(rect.width / aspect, rect.height)
        let t = Transform2D.scale(x: side * aspect, y: side)
            .translated(x: rect.midX - side * aspect / 2, y: rect.midY - side / 2)
        return Path(build(stroke).applying(t))
    }
}

/// The built-in symbols, by SF Symbols name.
enum SymbolCatalog {
    static func symbol(named name: String) -> Symbol? { symbols[name] }

    /// A dashed square with a question mark's dot: visibly "missing".
    static func placeholder(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) * 0.8
        let r = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        var p = Path(roundedRect: r, cornerRadius: side * 0.18, style: .continuous)
        p.addPath(Path(roundedRect: r.insetBy(dx: side * 0.09, dy: side * 0.09), cornerRadius: side * 0.1, style: .continuous))
        p.addEllipse(in: CGRect(x: rect.midX - side * 0.09, y: rect.midY - side * 0.09, width: side * 0.18, height: side * 0.18))
        return p
    }

    static let symbols: [String: Symbol] = [:]
}
