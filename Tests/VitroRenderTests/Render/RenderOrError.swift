import Foundation
import Testing
import Vitro

/// Renders a view built from hostile values: it must either render an image or throw a clear
/// error (an invalid size or a limit), never crash or hang.
@MainActor
func renderOrError(_ view: some View) {
    let r = ImageRenderer(content: view)
    do {
        let image = try r.render()
        #expect(image.width > 0)
    } catch {
        #expect("\(error)".contains("cannot render") || "\(error)".contains("limit"))
    }
}
