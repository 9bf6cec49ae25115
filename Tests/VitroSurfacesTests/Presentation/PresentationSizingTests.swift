import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// `presentationSizing(_:)` sizes a sheet on iPad: a form sheet by default, the content's size
/// when fitted, the window's height for a page.
@MainActor
@Suite struct PresentationSizingTests {
    /// The frame of a sheet of 300 × 200 pt content on iPad, sized as `sizing` says.
    func sheetFrame(_ sizing: @escaping (AnyView) -> AnyView = { $0 }) throws -> CGRect {
        let host = PresentationProbe.host(.iPad) {
            Color.orange.ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    sizing(AnyView(Text("Details").frame(width: 300, height: 200)))
                }
        }
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        return layers[0].panel.frame
    }

    @Test func formIsTheFormSheetAndFittedIsTheContentsSize() throws {
        #expect(try sheetFrame().size == PresentationMetrics.formSheetSize)
        #expect(try sheetFrame { AnyView($0.presentationSizing(.form)) }.size == PresentationMetrics.formSheetSize)
        #expect(try sheetFrame { AnyView($0.presentationSizing(.automatic)) }.size == PresentationMetrics.formSheetSize)
        let fitted = try sheetFrame { AnyView($0.presentationSizing(.fitted)) }
        #expect(fitted.size == CGSize(width: 300, height: 200))
        // Centered in the window, as a form sheet is.
        #expect(abs(fitted.midX - Device.iPad.size.width / 2) < 0.5)
        let page = try sheetFrame { AnyView($0.presentationSizing(.page)) }
        #expect(
            page.width == PresentationMetrics.formSheetSize.width
                && page.height > PresentationMetrics.formSheetSize.height)
        let tall = try sheetFrame {
            AnyView($0.presentationSizing(.form.fitted(horizontal: true, vertical: false)))
        }
        #expect(tall.size == CGSize(width: 300, height: PresentationMetrics.formSheetSize.height))
    }

    @Test func popoverAnchorsAndPresentationOptionsCompile() {
        let view = Text("Anchor")
            .popover(isPresented: .constant(false), attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                Text("Popover")
            }
            .presentationContentInteraction(.scrolls)
            .dialogIcon(nil)
            .fileDialogBrowserOptions([.includeHiddenFiles, .displayFileExtensions])
            .toolbarVisibility(.hidden, for: .navigationBar)
            .toolbar(removing: .sidebarToggle)
        #expect(ImageRenderer(content: view).displayList.description.contains("Anchor"))
        #expect(DialogSeverity.critical != DialogSeverity.standard)
    }
}
