import Foundation
import VitroBase

/// One PNG showing every image `vitro preview` wrote, small, each captioned, in a grid.
public enum ContactSheet {
    /// Thumbnails fit a 180 pt square: four columns of phones fit a 1000 pt-wide sheet.
    static let cell: CGFloat = 180
    static let columns = 5

    /// The sheet for `previews`, read from `folder`; `nil` when there is nothing to show.
    @MainActor public static func render(_ previews: [RenderedPreview], folder: URL, scale: CGFloat = 2) throws
        -> RasterImage?
    {
        var cells: [Cell] = []
        for (index, p) in previews.enumerated() {
            guard let file = p.fileName,
                let image = try? RasterImage(contentsOfFile: folder.appendingPathComponent(file).path)
            else { continue }
            cells.append(Cell(id: index, image: image, title: p.name, subtitle: "\(p.module) · \(p.variant)"))
        }
        guard !cells.isEmpty else { return nil }
        let rows = stride(from: 0, to: cells.count, by: columns).map {
            Row(id: $0, cells: Array(cells[$0..<min($0 + columns, cells.count)]))
        }
        let renderer = ImageRenderer(content: Sheet(rows: rows))
        renderer.scale = scale
        return try renderer.render()
    }

    struct Cell {
        let id: Int
        let image: RasterImage
        let title: String
        let subtitle: String
    }

    struct Row {
        let id: Int
        let cells: [Cell]
    }

    struct Sheet: View {
        let rows: [Row]
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(rows, id: \.id) { row in
                    HStack(alignment: .top, spacing: 16) {
                        ForEach(row.cells, id: \.id) { cell in
                            VStack(spacing: 4) {
                                Image(cell.image).resizable().interpolation(.high).aspectRatio(contentMode: .fit)
                                    .frame(width: ContactSheet.cell, height: ContactSheet.cell)
                                Text(cell.title).font(.caption).bold().lineLimit(1)
                                Text(cell.subtitle).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                            }
                            .frame(width: ContactSheet.cell)
                        }
                    }
                }
            }
            .padding(24)
            .background(Color(red: 0.95, green: 0.95, blue: 0.97))
            .environment(\.colorScheme, .light)
        }
    }
}
