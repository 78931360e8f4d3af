import Commands
import ForgeManifest
import ForgeSupport
import Foundation

/// One forge subcommand, declared in the module that implements it: what it accepts (for the parser, `--help`,
/// the completions and the manual page) and what it runs with a parsed command line.
package struct ForgeSubcommand: Sendable {
    package let spec: CommandSpec
    package let run: @Sendable (ParsedCommand, CommandContext) throws(UsageError) -> ExitStatus

    package var name: String { spec.name }

    package init(
        _ spec: CommandSpec, run: @escaping @Sendable (ParsedCommand, CommandContext) throws(UsageError) -> ExitStatus
    ) {
        self.spec = spec
        self.run = run
    }

    /// `--root`, which every command that reads a repository takes.
    package static let root = Option.string(
        "root", valueName: "path", help: "the repository root (default: the current folder)", completion: .directories)

    /// `--env NAME` or `--env NAME=VALUE`, repeatable: an environment variable every test target reads, given to
    /// the tests and an input of their hash (`forge hash` and `forge test` take it alike).
    package static let environment = Option.strings(
        "env", valueName: "name[=value]",
        help: "an environment variable every test reads: given to the tests, its value part of their hash (never shown)"
    )

    /// The `--env` values, each checked: a shell variable's name, then `=value` or nothing.
    package static func variables(of command: ParsedCommand, invocation: String) throws(UsageError) -> [String] {
        let variables = command[environment]
        for variable in variables {
            let name = String(variable.prefix { $0 != "=" })
            guard EnvironmentVariableName.isValid(name) else {
                throw UsageError(
                    "--env \(name.isEmpty ? "=..." : name): not an environment variable's name; use --env NAME or --env NAME=VALUE",
                    invocation: invocation)
            }
        }
        return variables
    }

    /// The positional arguments of a command that takes target names, then after `--` the arguments it passes to
    /// `swift` (`forge hash A B -- -c release`).
    package static func targetsThenSwiftArguments(_ targets: String, passedTo use: String) -> ArgumentSpec {
        ArgumentSpec(
            "target", help: "\(targets); after --: the arguments \(use)", isOptional: true, isVariadic: true)
    }
}

extension ParsedCommand {
    /// The target names before `--` and the swift arguments after it, of a command declared with
    /// `ForgeSubcommand.targetsThenSwiftArguments`.
    package var targetsAndSwiftArguments: (targets: [String], swiftArguments: [String]) {
        let positionals = argumentList("target")
        let split = positionalsBeforeSeparator ?? positionals.count
        return (Array(positionals[..<split]), Array(positionals[split...]))
    }
}
