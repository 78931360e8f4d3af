import Commands
import ForgeDiagnostics
import ForgeHasher
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge hash` on the command line.
enum HashCommand {
    enum Arguments {
        static let tests = Option.flag("tests", help: "only test targets")
        static let explain = Option.flag(
            "explain", help: "every input of each hash with its own digest: files, declaration, dependencies, toolchain"
        )
        static let format = Option.choice(
            "format", default: HashListing.Format.text, valueName: "format",
            help: "text: a hash and a name per line (default); json: {\"targets\": [...]}")
    }

    /// `forge hash [TARGET...] [--tests] [--explain] [--env NAME[=VALUE]]... [--format F] [-- <swift arguments>]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "hash",
            summary: "print one content hash per target: its files, declaration, dependencies and toolchain",
            arguments: [
                ForgeSubcommand.targetsThenSwiftArguments(
                    "the targets to print (default every one)", passedTo: "forge test would pass to swift")
            ],
            options: [
                Arguments.tests.spec, Arguments.explain.spec, ForgeSubcommand.environment.spec, Arguments.format.spec,
                ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        let (targets, swiftArguments) = command.targetsAndSwiftArguments
        return HashListing(context).run(
            testsOnly: command[Arguments.tests], format: command[Arguments.format], swiftArguments: swiftArguments,
            targets: targets, explain: command[Arguments.explain],
            variables: try ForgeSubcommand.variables(of: command, invocation: "forge hash"))
    }
}
