import ArgumentParser
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
}

enum VitroVersion {
    static let string = "0.1.0"
}
