import Commands

/// How a screen prints its result.
public enum OutputFormat: Sendable, Equatable {
    /// Tables and styled text (plain when piped).
    case text
    /// The documented JSON shape, for scripts.
    case json
}

extension OutputFormat {
    /// `--json`, the flag every command that prints films or reports has.
    public static let jsonFlag = Option.flag("json", help: "Print JSON (see the README for its shape).")

    /// The format `command` asks for: JSON with `--json`, else text.
    public init(_ command: ParsedCommand) {
        self = command[Self.jsonFlag] ? .json : .text
    }
}
