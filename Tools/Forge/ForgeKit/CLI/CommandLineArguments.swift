/// The arguments of one subcommand, parsed against the options it declares.
struct CommandLineArguments {
    /// An option a command accepts: a flag (`--check`) or an option with a value (`--root <path>`).
    struct Option: Sendable {
        let name: String
        let valueName: String?
        let help: String

        static func flag(_ name: String, _ help: String) -> Option { Option(name: name, valueName: nil, help: help) }
        static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help)
        }
    }

    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    /// Parses `arguments`; throws a `UsageError` naming the bad argument and the closest valid option.
    init(_ arguments: [String], options: [Option], command: String) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = Suggestions.closest(to: name, in: options.map(\.name))
                throw UsageError(
                    message: "unknown option '\(name)' for '\(command)'"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    command: command)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", command: command)
                }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(
                    message: "option '\(name)' needs a value: \(name) <\(option.valueName!)>", command: command)
            }
            values[name, default: []].append(value)
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for `option`, since a later option overrides an earlier one.
    func value(_ option: String) -> String? { values[option]?.last }

    func allValues(_ option: String) -> [String] { values[option] ?? [] }
}

/// The command line is wrong: exit code 2, with a message and a pointer to the help.
struct UsageError: Error {
    let message: String
    let command: String?
}
