import Foundation
import VitroGeometry

/// A vector symbol drawn for Vitro: one or more parts in a unit square (0…1, y down), each a
/// filled outline; a part that erases cuts its outline out of the parts before it (the details
/// knocked out of a `.fill` or `.circle.fill` symbol, the gap beside a `.slash`).
package struct Symbol: Sendable {
    /// One layer of a symbol.
    package struct Part: Sendable {
        /// Builds the outline, given a stroke width in unit-square units.
        package var build: @Sendable (_ stroke: Double) -> BezierPath {
            // A copy given another drawing (a symbol scaled into a badge) keeps its own outlines.
            didSet { outlines = OutlineCache() }
        }
        package var rule: FillRule = .nonZero
        /// Cuts this outline out of the parts drawn before it instead of drawing it.
        package var erases = false
        /// The layer the part belongs to: 0 primary, 1 secondary, 2 tertiary. Layers are colored
        /// apart in the hierarchical, palette and multicolor modes; an erasing part cuts only
        /// parts of its own layer there.
        package var layer = 0
        /// Drawn only when layers are colored apart: the glyph that a monochrome `.circle.fill`
        /// cuts out of its disc, drawn back in the primary color over the secondary disc.
        package var layeredOnly = false
        /// The outlines built so far (shared by this part's copies while they draw the same).
        var outlines = OutlineCache()

        /// The outline for a stroke width in unit-square units, built once per width.
        package func outline(stroke: Double) -> BezierPath {
            outlines.outline(stroke: stroke, build)
        }
    }

    /// Width over height.
    package var aspect: CGFloat = 1
    package var parts: [Part]

    package init(
        aspect: CGFloat = 1, rule: FillRule = .nonZero, build: @escaping @Sendable (_ stroke: Double) -> BezierPath
    ) {
        self.aspect = aspect
        parts = [Part(build: build, rule: rule)]
    }

    package init(aspect: CGFloat = 1, parts: [Part]) {
        self.aspect = aspect
        self.parts = parts
    }

    /// How many layers the symbol has (1 for a symbol drawn in one color in every mode).
    package var layerCount: Int { (parts.map(\.layer).max() ?? 0) + 1 }

    /// The symbol with its natural layers, for symbols drawn as a glyph cut out of an enclosure
    /// (`heart.circle.fill`, `person.crop.circle.fill`, `exclamationmark.triangle.fill` …): the
    /// enclosure with the glyph cut out becomes the secondary layer, and the glyph itself is
    /// added as the primary layer, drawn only when layers are colored apart. Other symbols are
    /// returned as they are.
    package func layered(named name: String) -> Symbol {
        let enclosures = [".circle.fill", ".square.fill", ".rectangle.fill", ".triangle.fill"]
        guard enclosures.contains(where: { name.hasSuffix($0) && name.count > $0.count }), layerCount == 1,
            let first = parts.first, !first.erases, parts.dropFirst().contains(where: { $0.erases })
        else { return self }
        var out = self
        out.parts = parts.map { part in
            var p = part
            p.layer = 1
            return p
        }
        // The glyph: what the enclosure loses, drawn; what was drawn back inside it, cut.
        for part in parts.dropFirst() {
            var p = part
            p.erases.toggle()
            p.layeredOnly = true
            out.parts.append(p)
        }
        return out
    }

    /// The fill rule of the first part.
    package var rule: FillRule { parts.first?.rule ?? .nonZero }

    /// Whether any part erases, so the symbol must be drawn in its own layer.
    package var hasErasure: Bool { parts.contains { $0.erases } }

    /// The stroke width in unit-square units for a font weight (400 regular, 700 bold).
    package static func strokeWidth(weight: Int) -> Double { 0.075 * (0.55 + Double(weight) / 900) }

    /// Maps the unit square onto the symbol's box in `rect`: 84 % of the line height, centered.
    package func transform(in rect: CGRect) -> Transform2D {
        let side = min(rect.width / aspect, rect.height) * 0.84
        return Transform2D.scale(x: side * aspect, y: side)
            .translated(x: rect.midX - side * aspect / 2, y: rect.midY - side / 2)
    }
}
