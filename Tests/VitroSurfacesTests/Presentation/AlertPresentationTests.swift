import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// A log the tests' buttons write to.
@MainActor
final class ActionLog {
    var entries: [String] = []
}

@MainActor
@Suite struct AlertPresentationTests {
    struct DeleteAlert: View {
        @State var asks = true
        let log: ActionLog
        var body: some View {
            Color.orange.alert("Delete Message?", isPresented: $asks) {
                Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                Button("Delete", role: .destructive) { log.entries.append("delete") }
            } message: {
                Text("It moves to Recently Deleted.")
            }
        }
    }

    @Test func anAlertIsCenteredOnTheDimmedScreen() throws {
        let host = PresentationProbe.host { DeleteAlert(log: ActionLog()) }
        let layers = PresentationProbe.layers(host)
        try #require(layers.count == 1)
        #expect(layers[0].layer.dimming == 0.4)
        let frame = layers[0].panel.frame
        #expect(frame.width == PresentationMetrics.alertWidth)
        #expect(abs(frame.midX - 201) < 0.01 && abs(frame.midY - 437) < 0.01)
        #expect(host.displayList.description.contains("fill (0, 0, 402, 874) #000000@0.4"))
    }

    @Test func twoButtonsSitSideBySideCancelLeadingConcentricWithTheAlert() throws {
        let host = PresentationProbe.host { DeleteAlert(log: ActionLog()) }
        let layer = try #require(PresentationProbe.layers(host).first)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 2)
        let (cancel, delete) = (buttons[0].frame, buttons[1].frame)
        #expect(cancel.minY == delete.minY && cancel.height == delete.height)
        #expect(cancel.height == PresentationMetrics.alertButtonHeight)
        #expect(abs(cancel.width - delete.width) < 0.01)
        #expect(cancel.maxX < delete.minX)
        let panel = layer.panel.frame
        let inset = PresentationMetrics.alertButtonInset
        #expect(abs(cancel.minX - panel.minX - inset) < 0.01)
        #expect(abs(panel.maxX - delete.maxX - inset) < 0.01)
        #expect(abs(panel.maxY - delete.maxY - inset) < 0.01)
        #expect(abs(delete.minX - cancel.maxX - PresentationMetrics.alertButtonSpacing) < 0.01)
        // Concentric: the capsule's radius plus the inset is the alert's corner radius.
        #expect(cancel.height / 2 + inset == PresentationMetrics.alertCornerRadius)
        // The destructive button's label is drawn in red.
        let list = host.displayList.description
        let deleteLines = list.split(separator: "\n").filter { $0.contains("text \"Delete\"") }
        // The title's "Delete" is black; the button's is in the system red.
        let button = try #require(deleteLines.last)
        #expect(button.hasSuffix("#FF383C"))
    }

    @Test func threeButtonsStackWithCancelLast() throws {
        let host = PresentationProbe.host {
            Color.orange.alert("Save?", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Save") {}
                Button("Discard", role: .destructive) {}
            }
        }
        let layer = try #require(PresentationProbe.layers(host).first)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 3)
        #expect(buttons.map(\.frame.minX).allSatisfy { abs($0 - buttons[0].frame.minX) < 0.01 })
        #expect(buttons[0].frame.maxY < buttons[1].frame.minY && buttons[1].frame.maxY < buttons[2].frame.minY)
        #expect(
            abs(buttons[1].frame.minY - buttons[0].frame.maxY - PresentationMetrics.alertButtonSpacing) < 0.01)
        #expect(buttons.map(PresentationProbe.text) == ["Save", "Discard", "Cancel"])
    }

    @Test func tappingAButtonRunsItsActionAndDismisses() throws {
        let log = ActionLog()
        let host = PresentationProbe.host { DeleteAlert(log: log) }
        try host.tap("Delete")
        #expect(log.entries == ["delete"])
        #expect(PresentationProbe.layers(host).isEmpty)
    }

    @Test func anAlertWithoutActionsHasOneOKButton() throws {
        let host = PresentationProbe.host { Color.orange.alert("Saved", isPresented: .constant(true)) {} }
        let layer = try #require(PresentationProbe.layers(host).first)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        #expect(buttons.count == 1)
        #expect(host.displayList.description.contains("text \"OK\""))
    }

    @Test func errorAndLegacyFormsPresentToo() throws {
        struct Failure: LocalizedError {
            var errorDescription: String? { "Upload failed" }
        }
        let error = PresentationProbe.host {
            Color.orange.alert(isPresented: .constant(true), error: Optional(Failure())) { Button("Retry") {} }
        }
        #expect(error.displayList.description.contains("text \"Upload\""))
        let noError = PresentationProbe.host {
            Color.orange.alert(isPresented: .constant(true), error: Failure?.none) { Button("Retry") {} }
        }
        #expect(PresentationProbe.layers(noError).isEmpty)
        let legacy = PresentationProbe.host {
            Color.orange.alert(isPresented: .constant(true)) {
                Alert(
                    title: Text("Old"), message: Text("Style"), primaryButton: .destructive(Text("Erase")),
                    secondaryButton: .cancel())
            }
        }
        let list = legacy.displayList.description
        #expect(list.contains("text \"Old\"") && list.contains("text \"Erase\"") && list.contains("text \"Cancel\""))
    }

    @Test func aDialogFromAButtonFloatsBesideItUndimmedWithoutCancel() throws {
        let host = PresentationProbe.host {
            VStack {
                Spacer()
                Button("Share") {}
                    .confirmationDialog("Share", isPresented: .constant(true)) {
                        Button("Copy Link") {}
                        Button("Delete", role: .destructive) {}
                        Button("Cancel", role: .cancel) {}
                    }
                    .padding(.bottom, 100)
            }
        }
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.layer.dimming == 0)
        let frame = layer.panel.frame
        #expect(frame.width == PresentationMetrics.anchoredDialogWidth)
        let source = try #require(PresentationProbe.hosts(host).first?.requests.first?.source?.frame)
        // The source is in the lower half: the dialog sits above it.
        #expect(abs(frame.maxY - (source.minY - PresentationMetrics.anchorGap)) < 0.01)
        #expect(PresentationProbe.tappable(in: layer.panel).count == 2)
    }

    @Test func aDialogFromTheScreenRisesFromTheBottomDimmedWithCancelLast() throws {
        let host = PresentationProbe.host {
            Color.orange.ignoresSafeArea()
                .confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Cancel", role: .cancel) {}
                    Button("Save to Files") {}
                }
        }
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.layer.dimming == 0.4)
        let frame = layer.panel.frame
        #expect(frame.minX == PresentationMetrics.sheetInset && frame.maxY == 874 - PresentationMetrics.sheetInset)
        let buttons = PresentationProbe.tappable(in: layer.panel)
        try #require(buttons.count == 2)
        #expect(buttons[0].frame.maxY < buttons[1].frame.minY)
        #expect(host.displayList.description.contains("text \"Photo\""))
    }
}
