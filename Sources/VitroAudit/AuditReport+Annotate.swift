import Foundation
import VitroBase

extension AuditReport {
    /// Writes each preview's render in each appearance with its findings drawn on it — a box
    /// around each element, its rule and measured ratio — as PNGs in `folder`; returns their paths.
    @MainActor
    public func annotate(into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [URL] = []
        for preview in previews {
            for render in preview.renders {
                guard let image = render.image else { continue }
                let renderer = ImageRenderer(
                    content: AnnotatedRender(image: image, scale: render.scale, findings: render.findings))
                renderer.scale = CGFloat(render.scale)
                let url = folder.appendingPathComponent("\(Self.slug(preview.name))-\(render.appearance.slug).png")
                try renderer.render().writePNG(to: url)
                written.append(url)
            }
        }
        return written
    }

    static func slug(_ s: String) -> String {
        let kept = s.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(kept).split(separator: "-").joined(separator: "-")
    }
}

/// A render with its findings boxed and labeled.
struct AnnotatedRender: View {
    let image: RasterImage
    let scale: Double
    let findings: [LegibilityFinding]

    var body: some View {
        let size = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        ZStack(alignment: .topLeading) {
            Image(image).resizable().frame(width: size.width, height: size.height)
            ForEach(findings.indices, id: \.self) { i in
                let f = findings[i]
                let color = Self.color(f.severity)
                Rectangle().strokeBorder(color, lineWidth: 2)
                    .frame(width: f.frame.width + 6, height: f.frame.height + 6)
                    .offset(x: f.frame.minX - 3, y: f.frame.minY - 3)
                Text(Self.label(f)).font(.system(size: 10, weight: .semibold)).foregroundStyle(Color.white)
                    .padding(.horizontal, 3).padding(.vertical, 1)
                    .background(color)
                    .offset(x: f.frame.minX - 3, y: max(0, f.frame.minY - 17))
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    static func label(_ f: LegibilityFinding) -> String {
        var s = f.rule.rawValue
        if let c = f.contrastRatio { s += " \(AuditEngine.fmt(c)):1" }
        if let r = f.requiredContrastRatio, f.rule == .contrast { s += " < \(AuditEngine.fmt(r))" }
        if f.rule == .apcaContrast, let lc = f.apcaLc { s += " Lc \(AuditEngine.fmt(lc))" }
        return s
    }

    static func color(_ s: LegibilityFinding.Severity) -> Color {
        switch s {
        case .error: Color(red: 0.9, green: 0.1, blue: 0.15)
        case .warning: Color(red: 0.95, green: 0.55, blue: 0)
        case .note: Color(red: 0.2, green: 0.45, blue: 0.95)
        }
    }
}
