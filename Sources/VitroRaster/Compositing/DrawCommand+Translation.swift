import VitroGeometry

extension DrawCommand {
    /// The same drawing moved by whole or fractional pixels: what a layer with its origin at
    /// (−dx, −dy) draws.
    func translated(_ dx: Double, _ dy: Double) -> DrawCommand {
        let t = Transform2D.translation(x: dx, y: dy)
        func move(_ p: Point2D) -> Point2D { Point2D(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .fill(let path, let source, let rule, let blend):
            let moved: FillSource
            switch source {
            case .color: moved = source
            case .linearGradient(let s, let a, let b): moved = .linearGradient(s, start: move(a), end: move(b))
            case .radialGradient(let s, let c, let r0, let r1, let sy):
                moved = .radialGradient(s, center: move(c), startRadius: r0, endRadius: r1, scaleY: sy)
            case .angularGradient(let s, let c, let a0, let a1):
                moved = .angularGradient(s, center: move(c), startAngle: a0, endAngle: a1)
            case .image(let image, let m): moved = .image(image, m.concatenating(t))
            case .mesh(let mesh, let m): moved = .mesh(mesh, m.concatenating(t))
            }
            return .fill(path.applying(t), moved, rule, blend)
        case .image(let image, let m, let bilinear, let opacity):
            return .image(image, m.concatenating(t), bilinear: bilinear, opacity: opacity)
        case .backdrop(let effect, let path):
            return .backdrop(effect, path.applying(t))
        case .layer(var e, let children):
            e.clip = e.clip?.applying(t)
            e.mask = e.mask?.map { $0.translated(dx, dy) }
            e.opaqueBlurFrame = e.opaqueBlurFrame.map {
                Rect2D(x: $0.x + dx, y: $0.y + dy, width: $0.width, height: $0.height)
            }
            return .layer(e, children.map { $0.translated(dx, dy) })
        case .glass(let glass):
            return .glass(glass.translated(dx, dy))
        }
    }
}
