import Commands
import Common

/// The Watchlist feature's command and how it becomes a route.
enum WatchlistCommands {
    private static let film = ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)
    private static let year = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "The year, to tell remakes apart.")

    static let watchlist = CommandSpec(
        "watchlist", summary: "Films you want to see, kept in your data folder.",
        subcommands: [
            CommandSpec("add", summary: "Add a film, by id or title.", arguments: [film], options: [year.spec]),
            CommandSpec(
                "remove", summary: "Remove a film, by id or title.", arguments: [film], options: [year.spec]),
            CommandSpec("list", summary: "List the films, oldest first.", options: [OutputFormat.jsonFlag.spec]),
        ],
        discussion: "The watchlist is $XDG_DATA_HOME/movieland/watchlist.json (~/.local/share/movieland by default).")

    static func route(for command: ParsedCommand) -> WatchlistRoute {
        let text = command.argumentList("film").joined(separator: " ")
        switch command.path.dropFirst().first {
        case "add": return .add(text, year: command[year])
        case "remove": return .remove(text, year: command[year])
        default: return .list(format: OutputFormat(command))
        }
    }
}
