/// An option declared once, with its type: its name, allowed values, default and help make the `OptionSpec` that
/// parsing, `--help`, completions and the manual read, and a parsed command gives its value back typed,
/// `command[Self.limit]`, never looked up by its name.
///
/// ```swift
/// static let limit = Option.integer("limit", in: 1...1000, default: 20, valueName: "N", help: "How many films")
/// // --help: "--limit <N>  How many films (default 20)."
/// let limit = command[limit]   // an Int: 20 when the option was not given
/// ```
public struct Option<Value: Sendable>: Sendable {
    /// The declaration the parser, help, completions and the manual read.
    public let spec: OptionSpec
    private let read: @Sendable (ParsedCommand) -> Value

    private init(spec: OptionSpec, read: @escaping @Sendable (ParsedCommand) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The option's value in `command`.
    func value(in command: ParsedCommand) -> Value { read(command) }

    /// The same option, offering `completion` for its value.
    public func offering(_ completion: ValueCompletion) -> Option {
        Option(spec: spec.offering(completion), read: read)
    }
}

extension Option where Value == Bool {
    /// A flag: true when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option<Bool> {
        Option(spec: .flag(name, short: short, help: help)) { $0.flag(name) }
    }
}

extension Option where Value == String? {
    /// A text option; nil when not given.
    public static func string(
        _ name: String, valueName: String, help: String, completion: ValueCompletion? = nil
    ) -> Option<String?> {
        Option(spec: .option(name, valueName: valueName, help: help, completion: completion)) { $0.string(name) }
    }
}

extension Option where Value == [String] {
    /// A text option that may be given several times; its values in order. With `choices`, the parser accepts
    /// only those words.
    public static func strings(
        _ name: String, choices: [String]? = nil, valueName: String, help: String, completion: ValueCompletion? = nil
    ) -> Option<[String]> {
        let value: OptionSpec.Value = choices.map { .choice($0) } ?? .string
        return Option(
            spec: .option(
                name, value: value, valueName: valueName, help: help, repeatable: true, completion: completion)
        ) { $0.strings(name) }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range` (checked when parsing); nil when not given.
    public static func integer(
        _ name: String, in range: ClosedRange<Int>, valueName: String, help: String
    ) -> Option<Int?> {
        Option(spec: .option(name, value: .integer(range), valueName: valueName, help: help)) { $0.integer(name) }
    }
}

extension Option where Value == Int {
    /// A whole number in `range` with a default, which the help states: `help` reads on with " (default N).".
    public static func integer(
        _ name: String, in range: ClosedRange<Int>, default defaultValue: Int, valueName: String, help: String
    ) -> Option<Int> {
        Option(
            spec: .option(
                name, value: .integer(range), valueName: valueName, help: "\(help) (default \(defaultValue)).")
        ) { $0.integer(name) ?? defaultValue }
    }
}

extension Option where Value == Double? {
    /// A decimal number in `range` (checked when parsing); nil when not given.
    public static func decimal(
        _ name: String, in range: ClosedRange<Double>, valueName: String, help: String
    ) -> Option<Double?> {
        Option(spec: .option(name, value: .decimal(range), valueName: valueName, help: help)) { $0.decimal(name) }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of `Value`'s cases, by raw value (the parser accepts no other word), `defaultValue` when not given.
    public static func choice(
        _ name: String, default defaultValue: Value, valueName: String, help: String
    ) -> Option<Value> {
        Option(
            spec: .option(name, value: .choice(Value.allCases.map { $0.rawValue }), valueName: valueName, help: help)
        ) {
            $0.string(name).flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}

extension Option {
    /// One of `Choice`'s cases, by raw value; nil when not given.
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, of type: Choice.Type, valueName: String, help: String
    ) -> Option<Choice?> where Choice.RawValue == String, Value == Choice? {
        Option(
            spec: .option(name, value: .choice(Choice.allCases.map { $0.rawValue }), valueName: valueName, help: help)
        ) {
            $0.string(name).flatMap(Choice.init(rawValue:))
        }
    }
}

extension ParsedCommand {
    /// The value of `option`, typed as it was declared.
    public subscript<Value>(_ option: Option<Value>) -> Value { option.value(in: self) }
}
