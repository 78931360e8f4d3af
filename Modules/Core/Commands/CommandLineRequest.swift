/// What a program should do with its command line: print a text and exit 0 (the help, the version, a
/// completion script, the manual page), or run a command.
public enum CommandLineRequest: Sendable {
    /// Print this text, which ends with a newline, and exit 0.
    case print(String)
    /// Run this command.
    case run(ParsedCommand)
}

extension CommandLineParser {
    /// Parses `arguments`, answering what every program built on `Commands` answers the same way:
    /// `--help`, `--version`, `completion <shell>` and `manual` (see `DocumentationCommands`).
    /// - Parameter manual: The page `manual` prints; built only when asked for.
    /// - Throws: `UsageError` naming the wrong argument, option or shell.
    public func request(
        for arguments: [String], manual: @autoclosure () -> ManualPage
    ) throws(UsageError) -> CommandLineRequest {
        switch try parse(arguments) {
        case .help(let text):
            return .print(text)
        case .version(let text):
            return .print(text + "\n")
        case .run(let command):
            if let text = try DocumentationCommands.output(for: command, root: root, manual: manual()) {
                return .print(text)
            }
            return .run(command)
        }
    }
}
