/// The declaration of a command: what it is called, what it takes, and its subcommands.
/// Parsing, validation and `--help` all come from this one description.
public struct CommandSpec: Sendable {
    /// The word that selects the command, e.g. `search`.
    public let name: String
    let summary: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let subcommands: [CommandSpec]
    /// Extra help text: examples, notes.
    let discussion: String?
    /// Whether the command runs on its own when no subcommand is given (the app's interactive mode).
    let runsWithoutSubcommand: Bool

    /// Declares a command.
    /// - Parameters:
    ///   - name: The word that selects it.
    ///   - summary: One line for the command list in `--help`.
    ///   - arguments: Its positional arguments, in order.
    ///   - options: Its options and flags.
    ///   - subcommands: Commands nested under it (`catalogue import`).
    ///   - discussion: Extra help text: examples, notes.
    ///   - runsWithoutSubcommand: Whether it runs on its own when no subcommand is given.
    public init(
        _ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [], discussion: String? = nil, runsWithoutSubcommand: Bool = false
    ) {
        self.runsWithoutSubcommand = runsWithoutSubcommand
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.discussion = discussion
    }

    /// The same command tree, with every option called `option` (here or in a subcommand) offering `completion`.
    ///
    /// For values known only where the tree is assembled, such as the genres of the app's catalogues.
    public func offering(_ completion: ValueCompletion, forOption option: String) -> CommandSpec {
        CommandSpec(
            name, summary: summary, arguments: arguments,
            options: options.map { $0.name == option ? $0.offering(completion) : $0 },
            subcommands: subcommands.map { $0.offering(completion, forOption: option) }, discussion: discussion,
            runsWithoutSubcommand: runsWithoutSubcommand)
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The placeholder shown in usage lines, e.g. `title` in `<title>`.
    public let name: String
    let help: String
    let isOptional: Bool
    /// Takes every remaining positional argument (`<text>...`).
    let isVariadic: Bool
    /// What Tab offers for it.
    let completion: ValueCompletion

    /// Declares a positional argument.
    /// - Parameters:
    ///   - name: The placeholder shown in usage lines.
    ///   - help: One line for `--help`.
    ///   - isOptional: Whether it may be left out.
    ///   - isVariadic: Whether it takes every remaining positional argument.
    ///   - completion: What Tab offers for it (nothing in particular by default).
    public init(
        _ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false,
        completion: ValueCompletion = .none
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.completion = completion
    }
}

/// An option: a flag (`--json`) or an option with a typed value (`--year 1999`).
public struct OptionSpec: Sendable {
    /// What an option's value must be.
    public enum Value: Sendable, Equatable {
        case string
        case integer(ClosedRange<Int>)
        case decimal(ClosedRange<Double>)
        case choice([String])
    }

    /// The long name without dashes, e.g. `year` for `--year`.
    public let name: String
    let shortName: Character?
    /// nil for a flag.
    let value: Value?
    let valueName: String
    let help: String
    /// Whether it may be given several times (`--genre Drama --genre Comedy`).
    let isRepeatable: Bool
    /// What Tab offers for its value.
    let completion: ValueCompletion

    /// A flag: present or not.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, value: nil, valueName: "", help: help, isRepeatable: false,
            completion: .none)
    }

    /// An option with a value.
    /// - Parameter completion: What Tab offers for the value; by default a `.choice`'s words and nothing otherwise.
    public static func option(
        _ name: String, short: Character? = nil, value: Value = .string, valueName: String, help: String,
        repeatable: Bool = false, completion: ValueCompletion? = nil
    ) -> OptionSpec {
        var offered = ValueCompletion.none
        if case .choice(let words) = value { offered = .words(words) }
        return OptionSpec(
            name: name, shortName: short, value: value, valueName: valueName, help: help, isRepeatable: repeatable,
            completion: completion ?? offered)
    }

    /// The same option, offering `completion` for its value.
    func offering(_ completion: ValueCompletion) -> OptionSpec {
        OptionSpec(
            name: name, shortName: shortName, value: value, valueName: valueName, help: help,
            isRepeatable: isRepeatable, completion: completion)
    }

    var isFlag: Bool { value == nil }

    /// `--year <Y>` or `-h, --help`, as help shows it.
    var label: String {
        let short = shortName.map { "-\($0), " } ?? ""
        return short + "--\(name)" + (isFlag ? "" : " <\(valueName)>")
    }
}
