import ArgumentParser

/// A bad value found while a subcommand runs (an output folder that cannot be written, a
/// photograph that cannot be read), reported as a parse error is: the message, then the
/// subcommand's usage. ArgumentParser gives errors thrown from `run()` no usage, or the root's.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    let subcommand: any ParsableCommand.Type
    /// The subcommand's name on the command line.
    let name: String

    var description: String {
        """
        \(message)
        Usage: \(VitroCommand.usageString(for: subcommand))
          See 'vitro \(name) --help' for more information.
        """
    }
}
