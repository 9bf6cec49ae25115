import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// `onGeometryChange(for:of:action:)`: the action runs with the value read from the view's
/// geometry once it is laid out, and a state it sets is drawn, as SwiftUI documents.
@MainActor
struct GeometryChangeTests {
    struct Measured: View {
        @State var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 120, height: 10)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: {
                        width = $0
                    }
                Text("width \(Int(width))")
            }
        }
    }

    @Test func theActionSeesTheLaidOutSize() {
        let host = ViewHost(Measured())
        _ = host.displayList
        let list = host.displayList.description
        // One text run per word.
        #expect(list.contains("text \"120"), "\(list)")
    }

    @Test func theTwoValueActionStartsWithTheSameValueTwice() {
        let log = EventLog()
        let host = ViewHost(
            Color.blue.frame(width: 30, height: 40)
                .onGeometryChange(for: CGSize.self) {
                    $0.size
                } action: { old, new in
                    log.note("\(Int(old.height)) \(Int(new.height))")
                })
        _ = host.displayList
        #expect(log.events == ["40 40"])
    }
}
