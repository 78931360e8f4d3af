import Commands
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
