import Commands
import ForgeSupport

/// `forge hash` on the command line.
extension HashCommand {
    enum Arguments {
        static let tests = Option.flag("tests", help: "only test targets")
        static let format = Option.choice(
            "format", default: HashCommand.Format.text, valueName: "format",
            help: "text: a hash and a name per line (default); json: {\"targets\": [...]}")
    }

    /// `forge hash [--tests] [--format F] [-- <swift arguments>]`.
    package static let subcommand = ForgeSubcommand(
        CommandSpec(
            "hash",
            summary: "print one content hash per target: its files, declaration, dependencies and toolchain",
            arguments: [
                ArgumentSpec(
                    "swift-arguments", help: "after --: the arguments forge test would pass to swift",
                    isOptional: true, isVariadic: true)
            ],
            options: [Arguments.tests.spec, Arguments.format.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        HashCommand(context).run(
            testsOnly: command[Arguments.tests], format: command[Arguments.format],
            swiftArguments: command.argumentList("swift-arguments"))
    }
}
