import TextFolding

/// Parses a command line against a tree of `CommandSpec`s: subcommands, flags, typed options
/// (repeatable or not), positional arguments, `--` to end options, `--help` and `--version`.
///
/// Options declared on a command apply to its subcommands too (global options live on the root).
/// Every mistake is a `UsageError` naming the bad argument and, when one is close, the valid spelling.
public struct CommandLineParser: Sendable {
    let root: CommandSpec
    let version: String

    /// A parser for the command tree under `root`; `version` is what `--version` prints.
    public init(root: CommandSpec, version: String) {
        self.root = root
        self.version = version
    }

    /// Parses `arguments` (without the program name) against the command tree.
    /// - Returns: The command to run, or the help or version text to print.
    /// - Throws: `UsageError` naming the wrong argument or option and the help to read.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var chain = [root]
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var endOfOptions = false
        var positionalsBeforeSeparator: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !endOfOptions {
                switch argument {
                case "--":
                    endOfOptions = true
                    positionalsBeforeSeparator = positionals.count
                    continue
                case "-h", "--help":
                    return .help(HelpFormatter(chain: chain).text)
                case "--version":
                    return .version("\(root.name) \(version)")
                default:
                    break
                }
                if argument.hasPrefix("-"), argument.count > 1 {
                    try parseOption(
                        argument, chain: chain, remaining: arguments, index: &index, values: &values, flags: &flags)
                    continue
                }
            }
            let command = chain.last!
            if positionals.isEmpty, !command.subcommands.isEmpty {
                if argument == "help" {
                    let target =
                        index < arguments.count ? command.subcommands.first { $0.name == arguments[index] } : nil
                    return .help(HelpFormatter(chain: chain + (target.map { [$0] } ?? [])).text)
                }
                guard let subcommand = command.subcommands.first(where: { $0.name == argument }) else {
                    throw usageError(
                        "unknown command '\(argument)'"
                            + suggestion(for: argument, among: command.subcommands.map(\.name), quote: "'"),
                        chain: chain)
                }
                chain.append(subcommand)
                continue
            }
            positionals.append(argument)
        }
        let command = chain.last!
        if !command.subcommands.isEmpty, command.arguments.isEmpty, !command.runsWithoutSubcommand {
            throw usageError(
                "missing a command; choose one of: " + command.subcommands.map(\.name).joined(separator: ", "),
                chain: chain)
        }
        let bound = try bind(positionals, to: command, chain: chain)
        return .run(
            ParsedCommand(
                path: chain.dropFirst().map(\.name), values: values, flags: flags, arguments: bound,
                positionalsBeforeSeparator: positionalsBeforeSeparator))
    }

    // MARK: - Options

    private func parseOption(
        _ argument: String, chain: [CommandSpec], remaining arguments: [String], index: inout Int,
        values: inout [String: [String]], flags: inout Set<String>
    ) throws(UsageError) {
        var name = argument
        var inlineValue: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        let available = chain.reversed().flatMap(\.options)
        let option: OptionSpec?
        if name.hasPrefix("--") {
            option = available.first { "--\($0.name)" == name }
        } else if name.count == 2 {
            option = available.first { $0.shortName.map { "-\($0)" } == name }
        } else {
            option = nil
        }
        guard let option else {
            let names = available.map { "--\($0.name)" } + ["--help"]
            var message = "unknown option '\(name)'" + suggestion(for: name, among: names, quote: "'")
            if !name.hasPrefix("--"), name.count > 2, available.contains(where: { "-\($0.name)" == name }) {
                message = "unknown option '\(name)'; did you mean '-\(name)'?"
            }
            throw usageError(message, chain: chain)
        }
        if option.isFlag {
            if inlineValue != nil { throw usageError("option '--\(option.name)' takes no value", chain: chain) }
            flags.insert(option.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count {
            value = arguments[index]
            index += 1
        } else {
            throw usageError(
                "option '--\(option.name)' needs a value: --\(option.name) <\(option.valueName)>", chain: chain)
        }
        if values[option.name] != nil, !option.isRepeatable {
            throw usageError("option '--\(option.name)' is given more than once", chain: chain)
        }
        try validate(value, for: option, chain: chain)
        values[option.name, default: []].append(value)
    }

    private func validate(_ value: String, for option: OptionSpec, chain: [CommandSpec]) throws(UsageError) {
        switch option.value {
        case .integer(let range):
            guard let number = Int(value) else {
                throw usageError(
                    "invalid value '\(value)' for '--\(option.name)': expected a whole number", chain: chain)
            }
            guard range.contains(number) else {
                throw usageError(
                    "invalid value '\(value)' for '--\(option.name)': expected \(range.lowerBound) to \(range.upperBound)",
                    chain: chain)
            }
        case .decimal(let range):
            guard let number = Double(value), number.isFinite else {
                throw usageError("invalid value '\(value)' for '--\(option.name)': expected a number", chain: chain)
            }
            guard range.contains(number) else {
                throw usageError(
                    "invalid value '\(value)' for '--\(option.name)': expected \(format(range.lowerBound)) to \(format(range.upperBound))",
                    chain: chain)
            }
        case .choice(let choices):
            guard choices.contains(value) else {
                throw usageError(
                    "invalid value '\(value)' for '--\(option.name)'"
                        + suggestion(for: value, among: choices, quote: "'")
                        + " (choose from \(choices.joined(separator: ", ")))", chain: chain)
            }
        case .string, nil:
            break
        }
    }

    // MARK: - Positional arguments

    private func bind(
        _ positionals: [String], to command: CommandSpec, chain: [CommandSpec]
    ) throws(UsageError)
        -> [String: [String]]
    {
        var bound: [String: [String]] = [:]
        var remaining = positionals[...]
        for spec in command.arguments {
            if spec.isVariadic {
                if remaining.isEmpty && !spec.isOptional {
                    throw usageError("missing <\(spec.name)>: \(spec.help)", chain: chain)
                }
                bound[spec.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                bound[spec.name] = [value]
            } else if !spec.isOptional {
                throw usageError("missing <\(spec.name)>: \(spec.help)", chain: chain)
            }
        }
        if let extra = remaining.first {
            throw usageError("unexpected argument '\(extra)'", chain: chain)
        }
        return bound
    }

    // MARK: - Messages

    private func usageError(_ message: String, chain: [CommandSpec]) -> UsageError {
        UsageError(message: message, hint: "Run '\(chain.map(\.name).joined(separator: " ")) --help' for usage.")
    }

    private func suggestion(for word: String, among candidates: [String], quote: String) -> String {
        EditDistance.closest(to: word, in: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
