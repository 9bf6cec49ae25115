import VitroCore

/// Menu-bar and keyboard commands, as SwiftUI's `Commands`. iPadOS shows them in the menu that
/// holding Command brings up, never in a still image of a window: a scene's `commands` are
/// kept, not drawn.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands this set is made of.
    associatedtype Body: Commands
    /// The commands this set is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// A primitive set of commands has no body: Vitro reads it directly.
    public var body: Never { fatalError("\(Self.self) is a primitive set of commands and has no body") }
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, Sendable {
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// Several commands from a builder.
public struct TupleCommands: Commands {
    public typealias Body = Never
    /// How many command groups the builder held.
    let count: Int
}

/// Builds commands, as SwiftUI's `@CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// The one command group of a builder closure.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// The command groups of a builder closure, in order.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands {
        var count = 0
        for _ in repeat each content { count += 1 }
        return TupleCommands(count: count)
    }
    /// A command group as it is written in a builder closure.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    /// The commands of an `if` without `else`, or none.
    public static func buildIf<C: Commands>(_ content: C?) -> TupleCommands {
        TupleCommands(count: content == nil ? 0 : 1)
    }
    /// The commands of an `if` without `else`, or none.
    public static func buildOptional<C: Commands>(_ content: C?) -> TupleCommands {
        TupleCommands(count: content == nil ? 0 : 1)
    }
    /// The commands of an `if` or a `switch`'s first branch.
    public static func buildEither<T: Commands>(first: T) -> TupleCommands { TupleCommands(count: 1) }
    /// The commands of an `else` or a `switch`'s other branches.
    public static func buildEither<T: Commands>(second: T) -> TupleCommands { TupleCommands(count: 1) }
    /// The commands of an `if #available` branch.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> TupleCommands { TupleCommands(count: 1) }
}

/// A menu of commands, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    /// The menu's title.
    let name: Text
    /// The menu's items.
    let content: Content

    /// A menu titled `nameKey` holding `content`'s buttons.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }
    /// A menu titled `name` holding `content`'s buttons.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }
    /// A menu titled `name` holding `content`'s buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}

/// Commands placed before, after or instead of a standard group, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    /// Where the group goes.
    let placement: CommandGroupPlacement
    /// The group's items.
    let content: Content

    /// Commands placed before `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, content) = (group, addition())
    }
    /// Commands placed after `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, content) = (group, addition())
    }
    /// Commands that replace `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, content) = (group, addition())
    }
}

/// The standard command groups a `CommandGroup` goes next to, as SwiftUI's
/// `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The Services submenu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Creating a new document or window.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and text substitutions.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text layout.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customizing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Resizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard commands for showing the sidebar, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    /// The sidebar commands.
    public init() {}
}

/// The standard commands for the toolbar, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    /// The toolbar commands.
    public init() {}
}

/// The standard commands for editing text, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    /// The text editing commands.
    public init() {}
}

/// The standard commands for formatting text, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    /// The text formatting commands.
    public init() {}
}

/// The standard commands for showing an inspector, as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    public typealias Body = Never
    /// The inspector commands.
    public init() {}
}
