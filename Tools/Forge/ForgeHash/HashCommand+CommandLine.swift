import Commands
import ForgeSupport

/// `forge hash` on the command line.
extension HashCommand {
    enum Arguments {
        static let tests = Option.flag("tests", help: "only test targets")
        static let explain = Option.flag(
            "explain", help: "every input of each hash with its own digest: files, declaration, dependencies, toolchain"
        )
        static let format = Option.choice(
            "format", default: HashCommand.Format.text, valueName: "format",
            help: "text: a hash and a name per line (default); json: {\"targets\": [...]}")
    }

    /// `forge hash [TARGET...] [--tests] [--explain] [--format F] [-- <swift arguments>]`.
    package static let subcommand = ForgeSubcommand(
        CommandSpec(
            "hash",
            summary: "print one content hash per target: its files, declaration, dependencies and toolchain",
            arguments: [
                ArgumentSpec(
                    "target",
                    help:
                        "the targets to print (default every one); after --: the arguments forge test would pass to swift",
                    isOptional: true, isVariadic: true)
            ],
            options: [Arguments.tests.spec, Arguments.explain.spec, Arguments.format.spec, ForgeSubcommand.root.spec])
    ) { command, context in
        let positionals = command.argumentList("target")
        let split = command.positionalsBeforeSeparator ?? positionals.count
        return HashCommand(context).run(
            testsOnly: command[Arguments.tests], format: command[Arguments.format],
            swiftArguments: Array(positionals[split...]), targets: Array(positionals[..<split]),
            explain: command[Arguments.explain])
    }
}
