import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
import VitroRaster
@testable import VitroRender
@testable import VitroSurfaces

/// The older `actionSheet` draws the confirmation dialog that replaced it, title shown.
@MainActor
@Suite struct ActionSheetTests {
    func render(_ view: some View) throws -> Pixmap {
        let renderer = ImageRenderer(content: view.frame(width: 390, height: 600).background(Color.white))
        return try renderer.renderPixmap()
    }

    @Test func anActionSheetIsTheConfirmationDialogWithItsTitle() throws {
        let sheet = try render(
            Color.white.actionSheet(isPresented: .constant(true)) {
                ActionSheet(
                    title: Text("Photo"), message: Text("Remove it from the album?"),
                    buttons: [.destructive(Text("Delete")), .cancel()])
            })
        let dialog = try render(
            Color.white.confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Remove it from the album?")
            })
        let nothing = try render(Color.white)
        #expect(sheet.data == dialog.data)
        #expect(sheet.data != nothing.data)
    }

    @Test func anItemActionSheetShowsOnlyWhileItsItemIsSet() throws {
        struct Photo: Identifiable { let id: Int }
        func view(_ photo: Photo?) -> some View {
            Color.white.actionSheet(item: .constant(photo)) { p in
                ActionSheet(title: Text("Photo \(p.id)"))
            }
        }
        let nothing = try render(Color.white)
        #expect(try render(view(nil)).data == nothing.data)
        #expect(try render(view(Photo(id: 3))).data != nothing.data)
    }
}
