import Commands
import Common

/// The History feature's command and how it becomes a route.
enum HistoryCommands {
    static let json = Option.flag("json", help: "Print JSON: {\"items\": [{\"id\", \"title\"}]}.")

    static let list = CommandSpec("history", summary: "List the History items.", options: [json.spec])

    static func route(for command: ParsedCommand) throws(UsageError) -> HistoryRoute {
        .list(format: command[json] ? .json : .text)
    }
}
