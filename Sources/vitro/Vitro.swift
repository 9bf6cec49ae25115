import ArgumentParser
import Foundation
import VitroBase

@main
struct VitroCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitro",
        abstract:
            "Apple's material system — Liquid Glass, materials, vibrancy and system colors — rendered anywhere Swift runs.",
        version: VitroVersion.string,
        subcommands: [
            Demo.self, Colors.self, PreviewCommand.self, Audit.self, Export.self, Swatches.self, Icon.self,
        ],
        defaultSubcommand: nil
    )

    /// Runs the command line as ArgumentParser does, but a bad value found while a subcommand runs
    /// (a ``UsageError``) exits with the status of one found while parsing (64, EX_USAGE), not 1:
    /// `vitro audit` says 1 for findings.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as UsageError {
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode.validationFailure)
        } catch {
            exit(withError: error)
        }
    }
}

enum VitroVersion {
    static let string = "0.1.0"
}
