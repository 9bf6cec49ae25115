import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// A title menu draws a chevron beside the navigation title; the toolbar's customization API
/// compiles and leaves the bar as declared.
@MainActor
@Suite struct ToolbarTitleMenuTests {
    func screen(menu: Bool) -> some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(id: "compose", placement: .topBarTrailing, showsByDefault: true) {
                        Button("Compose") {}
                    }
                    .defaultCustomization(.visible, options: .alwaysAvailable)
                    .customizationBehavior(.reorderable)
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        .sharedBackgroundVisibility(.hidden)
                }
                .modifier(TitleMenu(isOn: menu))
        }
    }

    struct TitleMenu: ViewModifier {
        let isOn: Bool
        func body(content: Content) -> some View {
            if isOn {
                content.toolbarTitleMenu { Button("Rename") {} }
            } else {
                content
            }
        }
    }

    @Test func aTitleMenuDrawsAChevronBesideTheTitle() {
        let plain = ImageRenderer(content: screen(menu: false), device: .iPhone).displayList
        let menu = ImageRenderer(content: screen(menu: true), device: .iPhone).displayList
        #expect(plain.description.contains("Inbox") && menu.description.contains("Inbox"))
        #expect(plain.description.contains("Compose") && plain.description.contains("Edit"))
        #expect(menu.description != plain.description)
        if let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] {
            try? ImageRenderer(content: screen(menu: true), device: .iPhone).render()
                .writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("title-menu.png"))
        }
    }
}
