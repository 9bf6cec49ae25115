import VitroBase

/// The system palette as four iOS-style grouped lists: light, dark, and both increased-contrast
/// appearances, each drawn in its own appearance's background and label colors.
struct PaletteSheet {
    let edition: PaletteEdition
    let scale: Double

    let margin = 24.0, columnWidth = 280.0, gap = 16.0, rowHeight = 34.0

    func render() throws -> Pixmap {
        let palette = Palette(edition: edition)
        let rows = SystemColor.allCases
        let width = margin * 2 + columnWidth * 4 + gap * 3
        let top = 96.0
        let height = top + 44 + Double(rows.count) * rowHeight + margin + 16
        var canvas = try SheetCanvas(
            width: width, height: height, scale: scale, background: palette.color(.systemGroupedBackground, .light))
        let title = edition == .iOS26 ? "iOS 26 system colors" : "iOS 13–18 system colors"
        canvas.text(title, x: margin, y: 50, size: 28, weight: 700, palette.color(.label, .light))
        canvas.text(
            "Twelve colors and six grays in light, dark and increased contrast · rendered by Vitro",
            x: margin, y: 76, size: 13, palette.color(.secondaryLabel, .light))

        for (column, variant) in PaletteVariant.allCases.enumerated() {
            let x = margin + Double(column) * (columnWidth + gap)
            let panel = Rect2D(x: x, y: top, width: columnWidth, height: height - top - margin)
            canvas.roundedRect(panel, radius: 22, palette.color(.systemGroupedBackground, variant))
            let names = ["LIGHT", "DARK", "INCREASED CONTRAST · LIGHT", "INCREASED CONTRAST · DARK"]
            canvas.text(
                names[column], x: x + 20, y: top + 28, size: 12, weight: 600, palette.color(.secondaryLabel, variant))
            let card = Rect2D(x: x + 12, y: top + 40, width: columnWidth - 24, height: Double(rows.count) * rowHeight)
            canvas.roundedRect(card, radius: 14, palette.color(.secondarySystemGroupedBackground, variant))
            for (i, name) in rows.enumerated() {
                let y = card.y + Double(i) * rowHeight
                let entry = palette.entry(name, variant)
                canvas.circle(center: Point2D(x: card.x + 24, y: y + rowHeight / 2), radius: 10, entry.color)
                canvas.text(name.uiKitName, x: card.x + 46, y: y + 22, size: 15, palette.color(.label, variant))
                var hex = entry.color.hexString
                if case .derived = entry.provenance { hex += "*" }
                canvas.text(
                    hex, x: card.maxX - 14, y: y + 22, size: 13, palette.color(.secondaryLabel, variant), align: 1,
                    family: "DejaVu Sans Mono")
                if i < rows.count - 1 {
                    let line = Rect2D(x: card.x + 46, y: y + rowHeight - 0.5, width: card.width - 46, height: 0.5)
                    canvas.roundedRect(line, radius: 0, palette.color(.separator, variant))
                }
            }
        }
        return canvas.pixmap
    }
}
