/// The result of parsing: which command, and its validated options and arguments.
public struct ParsedCommand: Sendable, Equatable {
    /// The command names from the root's subcommand down: `["watchlist", "add"]`.
    public let path: [String]
    let values: [String: [String]]
    let flags: Set<String>
    let arguments: [String: [String]]
    /// How many positional arguments came before `--`, when it was given: a variadic argument's values split
    /// there into the command's own and those it passes on (`forge hash --explain A B -- -c release`).
    public let positionalsBeforeSeparator: Int?

    // Options are read typed, through their `Option` declaration (`command[option]`); these by-name readers
    // are what those declarations use.

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of option `name`, if given.
    func string(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func strings(_ name: String) -> [String] { values[name] ?? [] }

    /// The value of an integer option (validated when parsed).
    func integer(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

    /// The value of a decimal option (validated when parsed).
    func decimal(_ name: String) -> Double? { string(name).flatMap { Double($0) } }

    /// A positional argument.
    public func argument(_ name: String) -> String? { arguments[name]?.first }

    /// All values of a variadic positional argument.
    public func argumentList(_ name: String) -> [String] { arguments[name] ?? [] }

    /// The values of a variadic positional argument as one text, a space between each: a title or a name
    /// typed as several words.
    public func argumentText(_ name: String) -> String {
        // A loop, not `joined(separator:)`: that one is not specialized, and its first call looks its
        // element type's conformances up across the whole binary (tens of microseconds at start-up).
        var text = ""
        for (position, word) in argumentList(name).enumerated() {
            if position > 0 { text += " " }
            text += word
        }
        return text
    }
}

/// What a command line asked for.
public enum ParseOutcome: Sendable, Equatable {
    case run(ParsedCommand)
    /// `--help` (or `help <command>`): the help text to print, exit 0.
    case help(String)
    /// `--version`: the version line to print, exit 0.
    case version(String)
}

/// The command line is wrong. Print `message` and `hint` to standard error and exit with `ExitStatus.usage` (2).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the command line, e.g. "unknown option '--yaer'".
    public let message: String
    /// How to get the relevant help, e.g. "Run 'movieland search --help' for usage."
    public let hint: String
    /// A mistake found after parsing (a value the declarations cannot check), pointing at `invocation`'s help.
    /// - Parameters:
    ///   - message: What is wrong, e.g. "unknown shell 'tcsh'".
    ///   - invocation: The command whose help explains it, e.g. `forge affected`.
    public init(_ message: String, invocation: String) {
        self.init(message: message, hint: "Run '\(invocation) --help' for usage.")
    }

    /// A mistake in the run's configuration (an environment variable, say) that no command's help explains.
    public init(_ message: String) {
        self.init(message: message, hint: "")
    }

    init(message: String, hint: String) {
        self.message = message
        self.hint = hint
    }

    /// The message and the hint (when there is one), one per line.
    public var description: String { hint.isEmpty ? message : "\(message)\n\(hint)" }
}
