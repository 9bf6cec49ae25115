import Foundation

/// A target of the user's package that has previews, and how the runner links it.
public struct PreviewTarget: Sendable {
    /// The target's module name.
    public var module: String
    /// A library target is linked through `product`; an executable target's sources (minus
    /// its entry point) are compiled into a runner module of their own.
    public var kind: Kind
    /// The `PreviewProvider`s the runner calls, with the file each is in.
    public var providers: [(file: String, provider: PreviewSourceScanner.Provider)]
    /// Previews that cannot be shown, and why (a private provider, an unlinkable target).
    public var skipped: [String]

    /// How the runner links a target.
    public enum Kind: Sendable {
        /// A library target, linked through `product`, a library product that contains it (empty
        /// when none does, and the target cannot be linked).
        case library(product: String)
        /// An executable target: its sources but the entry point (full paths), compiled into a runner
        /// module, and the names of the targets and products it depends on.
        case executable(sources: [String], targetDependencies: [String], productDependencies: [String])
    }

    /// The module the runner compiles an executable target's sources as.
    public var runnerModule: String {
        switch kind {
        case .library: module
        case .executable: "VitroPreview_" + module
        }
    }
}
