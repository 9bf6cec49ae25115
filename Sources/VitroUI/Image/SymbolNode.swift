import Foundation
import VitroColor
import VitroGeometry

/// Draws a symbol from Vitro's built-in set in a square one line of the current font tall,
/// filled with the foreground style; unknown names draw a visible placeholder.
@MainActor
final class SymbolNode: LayoutNode {
    let name: String
    let symbol: Symbol?
    /// Fill the frame it is offered (`.resizable()`) instead of sizing by the font.
    var resizable = false

    init(name: String, environment: EnvironmentValues) {
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

    var pointSize: CGFloat {
        (environment.font ?? .body).pointSize(environment.dynamicTypeSize) * environment.imageScale.factor
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if resizable {
            return proposal.replacingUnspecifiedDimensions(by: CGSize(width: pointSize * 1.2, height: pointSize * 1.2))
        }
        let s = pointSize * 1.2
        return CGSize(width: s * (symbol?.aspect ?? 1), height: s)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let style: any ShapeStyle = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let weight = environment.fontWeight?.value ?? (environment.font ?? .body).resolvedWeight
        guard let symbol else {
            list.append(
                contentsOf: ShapeNode.items(
                    for: SymbolCatalog.placeholder(in: frame), style: style, rule: .evenOdd, in: frame,
                    environment: environment))
            return
        }
        var items: [DisplayList.Item] = []
        for (path, part) in symbol.paths(in: frame, weight: weight) {
            if part.erases {
                items.append(.fill(path, .color(RGBColor(red: 0, green: 0, blue: 0)), part.rule, .destinationOut))
            } else {
                items.append(
                    contentsOf: ShapeNode.items(
                        for: path, style: style, rule: part.rule, in: frame, environment: environment))
            }
        }
        if symbol.hasErasure {
            // Erasing parts cut only this symbol's own layer, never what is behind it.
            list.append(.group(GroupEffects(bounds: frame, isolated: true), items))
        } else {
            list.append(contentsOf: items)
        }
    }

    override var kind: String { "Symbol \(name)" }
}

/// The relative size of symbols, as SwiftUI's `Image.Scale`.
extension Image {
    public enum Scale: Hashable, Sendable {
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
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbols relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environmentChange { $0.imageScale = scale } }
}
