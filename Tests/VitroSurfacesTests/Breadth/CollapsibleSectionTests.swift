import Foundation
import Testing
import Vitro

/// `Section(isExpanded:)`: collapsed, a sidebar list's section shows its header alone.
@MainActor
@Suite struct CollapsibleSectionTests {
    func drawn(_ expanded: Bool, style: some ListStyle) -> String {
        let view = List {
            Section("Library", isExpanded: .constant(expanded)) {
                Text("Recently Added")
                Text("Artists")
            }
        }
        .listStyle(style)
        return ImageRenderer(content: view.frame(width: 320, height: 400)).displayList.description
    }

    @Test func aCollapsedSidebarSectionHidesItsRows() {
        let expanded = drawn(true, style: .sidebar)
        let collapsed = drawn(false, style: .sidebar)
        #expect(expanded.contains("text \"Artists\"") && expanded.contains("text \"Library\""))
        #expect(!collapsed.contains("text \"Artists\"") && !collapsed.contains("text \"Recently Added\""))
        #expect(collapsed.contains("text \"Library\""))
    }

    @Test func otherStylesShowTheRowsWhateverTheState() {
        #expect(drawn(false, style: .insetGrouped).contains("text \"Artists\""))
    }
}
