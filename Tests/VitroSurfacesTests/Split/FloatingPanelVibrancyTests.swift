import Foundation
import Testing
import Vitro

/// Content on iPadOS's floating sidebar and inspector panels is vibrant on their regular glass,
/// as a sidebar's labels are; a Mac sidebar, drawn as its own material, is left as it was.
@MainActor
@Suite struct FloatingPanelVibrancyTests {
    final class Seen { var materials: [Material?] = [] }

    /// Records the material its content is drawn over.
    struct Probe: View {
        let seen: Seen
        @Environment(\.backgroundMaterial) private var material

        var body: some View {
            seen.materials.append(material)
            return Text("Explore").foregroundStyle(.secondary)
        }
    }

    struct Split: View {
        let sidebar: Seen
        let inspector: Seen
        let detail: Seen

        var body: some View {
            NavigationSplitView {
                Probe(seen: sidebar)
            } detail: {
                Probe(seen: detail)
                    .inspector(isPresented: .constant(true)) { Probe(seen: inspector) }
            }
        }
    }

    func render(on device: Device) throws -> (sidebar: Seen, inspector: Seen, detail: Seen) {
        let seen = (Seen(), Seen(), Seen())
        let renderer = ImageRenderer(
            content: Split(sidebar: seen.0, inspector: seen.1, detail: seen.2), device: device)
        renderer.scale = 1
        _ = try renderer.render()
        return seen
    }

    @Test func anIPadSidebarAndInspectorDrawTheirContentVibrant() throws {
        let seen = try render(on: .iPadPro11)
        #expect(!seen.sidebar.materials.isEmpty && seen.sidebar.materials.allSatisfy { $0 == .regular })
        #expect(!seen.inspector.materials.isEmpty && seen.inspector.materials.allSatisfy { $0 == .regular })
        // The detail column is the app's content, not a panel.
        #expect(!seen.detail.materials.isEmpty && seen.detail.materials.allSatisfy { $0 == nil })
    }
}
