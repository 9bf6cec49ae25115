import Foundation
import VitroColor
import VitroGeometry
import VitroSymbols

/// Draws a symbol from Vitro's built-in set in a square one line of the current font tall,
/// filled with the foreground style; unknown names draw a visible placeholder.
@MainActor
package final class SymbolNode: LayoutNode {
    package let name: String
    let symbol: Symbol?
    /// Fill the frame it is offered (`.resizable()`) instead of sizing by the font.
    var resizable = false
    /// How the layers are colored; nil is monochrome, or palette under several foreground styles.
    var mode: SymbolRenderingMode?

    package init(name: String, environment: EnvironmentValues) {
        // `symbolVariant(_:)` picks the variant's name when the set has it.
        let variant = environment.symbolVariants.name(for: name)
        let name = SymbolCatalog.symbol(named: variant) != nil ? variant : name
        self.name = name
        symbol = SymbolCatalog.symbol(named: name)
        super.init(environment: environment)
        if symbol == nil && !name.isEmpty {
            VitroLog.warnOnce("symbol-\(name)", "no built-in symbol named \"\(name)\"; drawing a placeholder")
        }
    }

    package var pointSize: CGFloat {
        environment.effectiveFont().pointSize(environment.dynamicTypeSize, on: environment.platform)
            * environment.imageScale.factor
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if resizable {
            return proposal.replacingUnspecifiedDimensions(by: CGSize(width: pointSize * 1.2, height: pointSize * 1.2))
        }
        let s = pointSize * 1.2
        return CGSize(width: s * (symbol?.aspect ?? 1), height: s)
    }

    package override func render(into list: inout [DisplayList.Item]) {
        let effects = environment.symbolTransitionEffects
        guard effects != .identity else { return renderSymbol(into: &list) }
        // A symbol transition's state (`SymbolEffectTransition`): the symbol alone fades and
        // scales about its center.
        var items: [DisplayList.Item] = []
        renderSymbol(into: &items)
        var group = GroupEffects(opacity: effects.opacity, bounds: frame)
        let anchor = effects.scaleAnchor.point(in: frame)
        group.transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: effects.scale.width, y: effects.scale.height))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        list.append(.group(group, items))
    }

    /// The symbol's layers as the rendering mode in force colors them.
    func renderSymbol(into list: inout [DisplayList.Item]) {
        let style: any ShapeStyle = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let weight =
            environment.fontWeight?.value ?? environment.effectiveFont().resolvedWeight(on: environment.platform)
        guard let symbol else {
            list.append(
                contentsOf: ShapeNode.items(
                    for: SymbolCatalog.placeholder(in: frame), style: style, rule: .evenOdd, in: frame,
                    environment: environment))
            return
        }
        let paths = symbol.paths(in: frame, weight: weight)
        guard let layerStyles = layerStyles(primary: style, layers: symbol.layerCount) else {
            // Monochrome: every part but the layered-only ones, in the foreground style.
            let monochrome = paths.filter { !$0.part.layeredOnly }
            list.append(contentsOf: layer(monochrome, style: style, isolated: symbol.hasErasure))
            return
        }
        // Back to front: the enclosure (secondary) beneath the glyph (primary).
        for index in (0..<symbol.layerCount).reversed() {
            let parts = paths.filter { $0.part.layer == index }
            list.append(
                contentsOf: layer(parts, style: layerStyles[index], isolated: parts.contains { $0.part.erases }))
        }
    }

    /// The style of each layer in the mode in force, or nil when the symbol draws monochrome.
    func layerStyles(primary: any ShapeStyle, layers: Int) -> [any ShapeStyle]? {
        let extra = environment.secondaryForegroundStyles
        let mode = self.mode ?? (extra.isEmpty ? .monochrome : .palette)
        switch mode {
        case .hierarchical:
            return (0..<layers).map { $0 == 0 ? primary : HierarchicalShapeStyle(level: min($0, 4)) }
        case .palette:
            let styles: [any ShapeStyle] = [primary] + extra.map { $0 as any ShapeStyle }
            return (0..<layers).map { styles[min($0, styles.count - 1)] }
        case .multicolor:
            guard let colors = SymbolCatalog.multicolor[name] else { return nil }
            return (0..<layers).map { index in index < colors.count ? (colors[index] ?? primary) : primary }
        default:
            return nil
        }
    }

    /// One layer's parts filled with `style`; erasing parts cut only this layer (an isolated group).
    func layer(_ parts: [(path: Path, part: Symbol.Part)], style: any ShapeStyle, isolated: Bool) -> [DisplayList.Item]
    {
        let style = SymbolColorRenderingMode.layerStyle(style, in: frame, environment: environment)
        var items: [DisplayList.Item] = []
        for (path, part) in parts {
            if part.erases {
                items.append(.fill(path, .color(RGBColor(red: 0, green: 0, blue: 0)), part.rule, .destinationOut))
            } else {
                items.append(
                    contentsOf: ShapeNode.items(
                        for: path, style: style, rule: part.rule, in: frame, environment: environment))
            }
        }
        return isolated ? [.group(GroupEffects(bounds: frame, isolated: true), items)] : items
    }

    package override var kind: String { "Symbol \(name)" }
}

/// The relative size of symbols, as SwiftUI's `Image.Scale`.
extension Image {
    /// The relative size of symbols: small, medium (the default) or large.
    public enum Scale: Hashable, Sendable {
        /// The small, medium and large scales.
        case small, medium, large

        /// SF Symbols' small, medium and large scales relative to medium.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The relative size of symbols in this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbols relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environmentChange { $0.imageScale = scale } }
}
