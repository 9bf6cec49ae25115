import Foundation
import VitroAudit
import VitroBase

/// What `vitro audit PACKAGE` asks a runner for: the previews to audit and the appearances to
/// audit each in, on one device.
public struct PreviewAuditOptions: Codable, Hashable, Sendable {
    /// The appearances, each a render of its own.
    public var appearances: [AuditAppearance]
    /// The device preset's name (see ``DevicePreset``).
    public var device: String
    /// Pixels per point of the renders measured (2: thin strokes cover whole pixels, and an
    /// iPhone screen is measured in a third fewer pixels than at its own 3×).
    public var scale: Double
    /// Only previews whose name, file or module contains this text (case-insensitive).
    public var filter: String?

    /// Options to audit in `appearances` on the device preset `device` at `scale`, the previews
    /// `filter` names (all when nil).
    public init(
        appearances: [AuditAppearance] = AuditAppearance.standard, device: String = "iphone", scale: Double = 2,
        filter: String? = nil
    ) {
        self.appearances = appearances
        self.device = device
        self.scale = scale
        self.filter = filter
    }

    /// The preview variant an appearance is rendered as.
    public func variant(_ appearance: AuditAppearance) -> PreviewVariant {
        PreviewVariant(
            colorScheme: appearance.isDark ? .dark : .light, device: device,
            increasedContrast: appearance.increasedContrast, reduceTransparency: appearance.reduceTransparency,
            scale: scale)
    }
}

/// One preview audited in one appearance, as a runner reports it (one JSON object a line).
public struct AuditedPreview: Codable, Hashable, Sendable {
    /// `Module-File-Name`, the same for every appearance of the preview.
    public var identifier: String
    /// The module the preview is declared in.
    public var module: String
    /// The file's name, `File.swift`.
    public var file: String
    /// The preview's name (its title, or `line-N` for an untitled one).
    public var name: String
    /// The line its `#Preview` is on.
    public var line: Int
    /// The appearance it was audited in.
    public var appearance: AuditAppearance
    /// The render measured, a PNG in the runner's output folder; nil when it could not be rendered.
    public var fileName: String?
    public var scale: Double
    /// What the audit found.
    public var findings: [LegibilityFinding]

    /// A preview's audit in one appearance.
    public init(
        identifier: String, module: String, file: String, name: String, line: Int, appearance: AuditAppearance,
        fileName: String?, scale: Double, findings: [LegibilityFinding]
    ) {
        self.identifier = identifier
        self.module = module
        self.file = file
        self.name = name
        self.line = line
        self.appearance = appearance
        self.fileName = fileName
        self.scale = scale
        self.findings = findings
    }
}

extension PreviewRunner {
    /// The runner's audit mode (`--audit --out DIR --options JSON`, a ``PreviewAuditOptions``):
    /// audits every preview linked in, in every appearance asked for, writing each render to
    /// `DIR` and reporting an ``AuditedPreview`` a line on standard output.
    @MainActor static func audit(_ arguments: [String], items: [PreviewItem]) throws {
        guard arguments.count == 4, arguments[0] == "--out", arguments[2] == "--options" else {
            throw PreviewError.invalidOption("runner: --audit --out DIR --options JSON")
        }
        let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
        let options = try JSONDecoder().decode(PreviewAuditOptions.self, from: Data(arguments[3].utf8))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in items where item.matches(options.filter) {
            for record in try auditItem(item, options: options, into: folder) {
                guard let data = try? JSONEncoder().encode(record) else { continue }
                FileHandle.standardOutput.write(data + Data("\n".utf8))
            }
        }
    }

    /// Audits `item` in each appearance of `options`, on the device the variant names, as
    /// `vitro preview` would render it; writes the renders into `folder`.
    @MainActor public static func auditItem(
        _ item: PreviewItem, options: PreviewAuditOptions, into folder: URL
    ) throws -> [AuditedPreview] {
        try options.appearances.map { appearance in
            let variant = options.variant(appearance)
            let device = try variant.resolvedDevice()
            let screen = item.preview.screen(on: device, scale: CGFloat(options.scale), wrap: { variant.apply(to: $0) })
            let audited = auditPreview(
                named: item.name, appearances: [appearance], scale: screen.scale, proposedSize: screen.proposal,
                content: screen.content)
            let render = audited.renders.first
            var fileName: String?
            if let image = render?.image {
                let name = item.fileName(for: variant)
                try image.writePNG(to: folder.appendingPathComponent(name))
                fileName = name
            }
            return AuditedPreview(
                identifier: item.identifier, module: item.module,
                file: (item.preview.fileID as NSString).lastPathComponent, name: item.name, line: item.preview.line,
                appearance: appearance, fileName: fileName, scale: Double(screen.scale),
                findings: render?.findings ?? [])
        }
    }
}
