import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Search fields where iOS 26, iPadOS 26 and macOS 26 draw them: at the bottom of an iPhone's
/// navigation stack, under the title in a drawer, at the top trailing end of an iPad toolbar,
/// in a split view's sidebar, on the tab bar of a search tab.
@MainActor
@Suite struct SearchFieldTests {
    let phone = Device.iPhone

    func mail(
        _ box: SearchBox = SearchBox(), placement: SearchFieldPlacement = .automatic, prompt: String? = nil,
        presented: Bool = false, minimize: Bool = false
    ) -> some View {
        let list = List {
            ForEach(0..<30) { Text("Message \($0)") }
        }
        .navigationTitle("Mail")
        return Group {
            if presented {
                list.searchable(
                    text: box.textBinding, isPresented: box.presentedBinding, placement: placement,
                    prompt: prompt.map { Text($0) })
            } else {
                list.searchable(text: box.textBinding, placement: placement, prompt: prompt.map { Text($0) })
            }
        }
        .searchToolbarBehavior(minimize ? .minimize : .automatic)
    }

    @Test func onIPhoneTheFieldSitsAtTheBottomOnGlassAboveTheHomeIndicator() throws {
        let view = NavigationStack { mail() }
        let field = try #require(LaidOut(view).frames(id: "search field").first)
        #expect(abs(field.height - SearchFieldMetrics.toolbarHeight) < 0.5)
        #expect(field.maxY <= phone.size.height - phone.safeAreaInsets.bottom + 0.5, "within the safe area")
        #expect(field.maxY > phone.size.height - phone.safeAreaInsets.bottom - 20, "at the bottom")
        #expect(abs(field.minX - NavigationBarMetrics.margin) < 0.5)
        #expect(abs(phone.size.width - field.maxX - NavigationBarMetrics.margin) < 0.5)
        let glass = glassShapes(ImageRenderer(content: view, device: phone).displayList.items)
        #expect(glass.contains { $0.kind == "capsule" && abs($0.frame.minY - field.minY) < 0.5 }, "on a glass capsule")
    }

    @Test func aSearchableStackDrawsOneFieldWhereverTheModifierIs() {
        let inside = NavigationStack { mail() }
        let outside = NavigationStack { List { Text("Row") }.navigationTitle("Mail") }
            .searchable(text: .constant(""))
        #expect(LaidOut(inside).frames(id: "search field").count == 1)
        #expect(LaidOut(outside).frames(id: "search field").count == 1)
        #expect(
            LaidOut(List { Text("Row") }.searchable(text: .constant(""))).frames(id: "search field").isEmpty,
            "no container, no field")
    }

    @Test func theFieldShowsThePromptAndAMicrophoneWhileEmpty() {
        let empty = LaidOut(NavigationStack { mail() })
        #expect(empty.texts("Search").count == 1, "the default prompt")
        #expect(empty.symbols("magnifyingglass").count == 1)
        #expect(empty.symbols("mic.fill").count == 1)
        #expect(empty.symbols("xmark.circle.fill").isEmpty)

        let prompted = LaidOut(NavigationStack { mail(prompt: "Search Mail") })
        #expect(prompted.texts("Search Mail").count == 1)

        let quiet = LaidOut(NavigationStack { mail() }.searchDictationBehavior(.preventDictation))
        #expect(quiet.symbols("mic.fill").isEmpty)
    }

    @Test func textInTheFieldIsDrawnWithAClearButton() throws {
        let laid = LaidOut(NavigationStack { mail(SearchBox(text: "Tulips")) })
        let field = try #require(laid.frames(id: "search field").first)
        let text = try #require(laid.texts("Tulips").first)
        #expect(field.contains(CGPoint(x: text.midX, y: text.midY)))
        #expect(laid.texts("Search").isEmpty, "no prompt over the text")
        let clear = try #require(laid.symbols("xmark.circle.fill").first)
        #expect(clear.minX > text.maxX && field.maxX - clear.maxX < SearchFieldMetrics.glassPadding + 1)
        #expect(laid.symbols("mic.fill").isEmpty)
    }

    @Test func theClearButtonAndTypingWriteTheText() throws {
        let box = SearchBox(text: "Tulips")
        let host = ViewHost(NavigationStack { mail(box) }.frame(width: 402, height: 874))
        try host.tap("Clear text")
        #expect(box.text == "")
        try host.enter("Roses", into: "search field")
        #expect(box.text == "Roses")
    }

    @Test func minimizedTheFieldIsAGlassButtonAtTheTrailingEnd() throws {
        let laid = LaidOut(NavigationStack { mail(minimize: true) })
        #expect(laid.frames(id: "search field").isEmpty)
        let button = try #require(laid.frames(id: "search button").first)
        #expect(abs(button.width - SearchFieldMetrics.toolbarHeight) < 0.5 && abs(button.height - button.width) < 0.5)
        #expect(abs(phone.size.width - button.maxX - NavigationBarMetrics.margin) < 0.5)
        #expect(button.maxY <= phone.size.height - phone.safeAreaInsets.bottom + 0.5)
        #expect(laid.symbols("magnifyingglass").count == 1)
    }

    @Test func presentedSearchShowsTheFieldFocusedWithACloseButton() throws {
        let box = SearchBox(isPresented: true)
        let view = NavigationStack { mail(box, presented: true, minimize: true) }
        let laid = LaidOut(view)
        let field = try #require(laid.frames(id: "search field").first, "presented, a minimized field expands")
        let close = try #require(laid.frames(label: "Close").first)
        #expect(close.minX > field.maxX && abs(close.midY - field.midY) < 0.5)
        #expect(abs(phone.size.width - close.maxX - NavigationBarMetrics.margin) < 0.5)
        let list = ImageRenderer(content: view, device: phone).displayList.description
        #expect(list.contains("text \"Search\""))

        let host = ViewHost(view.frame(width: 402, height: 874))
        try host.tap("Close")
        #expect(!box.isPresented, "the close button dismisses search")
    }

    struct SearchingProbe: View {
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        var body: some View {
            Button(isSearching ? "Searching" : "Idle") { dismissSearch() }
        }
    }

    struct SearchScreen: View {
        @State var text = "Tulips"
        @State var isPresented = true
        var body: some View {
            NavigationStack { SearchingProbe().searchable(text: $text, isPresented: $isPresented) }
        }
    }

    @Test func isSearchingAndDismissSearchFollowThePresentation() throws {
        let host = ViewHost(SearchScreen().frame(width: 402, height: 874))
        let before = host.displayList.description
        #expect(before.contains("text \"Searching\"") && before.contains("text \"Tulips\""))
        try host.tap("Searching")
        let after = host.displayList.description
        #expect(after.contains("text \"Idle\""), "isSearching is false once search is dismissed")
        #expect(!after.contains("text \"Tulips\"") && after.contains("text \"Search\""), "and the text is cleared")
    }

    @Test func aDrawerFieldSitsUnderTheLargeTitle() throws {
        let view = NavigationStack { mail(placement: .navigationBarDrawer(displayMode: .always)) }
        let laid = LaidOut(view)
        let field = try #require(laid.frames(id: "search field").first)
        let title = try #require(laid.texts("Mail").first)
        #expect(field.minY > title.maxY)
        #expect(abs(field.height - SearchFieldMetrics.drawerHeight) < 0.5)
        let barBottom =
            phone.safeAreaInsets.top + NavigationBarMetrics.barHeight + NavigationBarMetrics.largeTitleHeight
            + SearchFieldMetrics.drawerRowHeight
        #expect(field.maxY <= barBottom + 0.5)
        let firstRow = try #require(laid.texts("Message 0").first)
        #expect(firstRow.minY > barBottom, "the content starts under the drawer")
        #expect(glassShapes(ImageRenderer(content: view, device: phone).displayList.items).isEmpty, "filled, not glass")
        #expect(laid.frames(id: "search button").isEmpty)
    }

    @Test func onIPadTheFieldSitsAtTheTopTrailingEndOfTheToolbar() throws {
        let device = Device.iPad
        let laid = LaidOut(NavigationStack { mail() }, device: device)
        let field = try #require(laid.frames(id: "search field").first)
        #expect(abs(field.width - SearchFieldMetrics.regularWidth) < 0.5)
        #expect(abs(device.size.width - field.maxX - NavigationBarMetrics.margin) < 0.5)
        #expect(field.minY >= device.safeAreaInsets.top - 0.5)
        #expect(field.maxY <= device.safeAreaInsets.top + NavigationBarMetrics.barHeight + 0.5, "in the bar's row")
    }

    @Test func onAMacTheFieldSitsAtTheTrailingEndOfTheToolbar() throws {
        let device = Device.mac
        let laid = LaidOut(NavigationStack { mail() }, device: device)
        let field = try #require(laid.frames(id: "search field").first)
        #expect(field.midX > device.size.width / 2 && field.maxY < device.size.height / 2)
        #expect(laid.symbols("mic.fill").isEmpty, "no dictation in a Mac search field")
    }

    @Test func aSidebarFieldSitsAtTheTopOfTheSidebar() throws {
        let device = Device.iPad
        let view = NavigationSplitView {
            List { Text("Inbox") }.navigationTitle("Mailboxes")
        } detail: {
            Text("Detail")
        }
        .searchable(text: .constant(""), placement: .sidebar)
        let laid = LaidOut(view, device: device)
        let fields = laid.frames(id: "search field")
        #expect(fields.count == 1, "drawn once, in the sidebar")
        let field = try #require(fields.first)
        #expect(field.maxX < device.size.width / 2, "in the sidebar")
        #expect(abs(field.height - SearchFieldMetrics.drawerHeight) < 0.5)
        let inbox = try #require(laid.texts("Inbox").first)
        #expect(inbox.minY > field.maxY, "the sidebar's rows start under the field")
    }
}

extension SearchFieldTests {
    enum Scope: Hashable { case all, unread }

    @Test func theScopeBarShowsUnderADrawerOnceTextIsEntered() throws {
        func screen(text: String) -> some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Mail")
                    .searchable(
                        text: .constant(text), isPresented: .constant(true),
                        placement: .navigationBarDrawer(displayMode: .always)
                    )
                    .searchScopes(.constant(Scope.all)) {
                        Text("All").tag(Scope.all)
                        Text("Unread").tag(Scope.unread)
                    }
            }
        }
        let typed = LaidOut(screen(text: "Tulips"))
        let field = try #require(typed.frames(id: "search field").first)
        let unread = try #require(typed.texts("Unread").first, "the scopes show once text is entered")
        #expect(unread.minY > field.maxY)
        #expect(typed.texts("Row").first.map { $0.minY > unread.maxY } == true, "the content starts under them")
        #expect(LaidOut(screen(text: "")).texts("Unread").isEmpty, "not before")
    }
}
