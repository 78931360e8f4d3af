import CatalogueDomainApi
import Commands
import Common
import WatchlistDomain

/// The Watchlist feature's command and how it becomes a route.
enum WatchlistCommands {
    private static let film = ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)
    private static let year = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "The year, to tell remakes apart.")

    private static let listFile = ArgumentSpec(
        "file", help: "an IMDb or Letterboxd export, or a Movieland one", completion: .files)
    private static let exportFile = ArgumentSpec(
        "file", help: "where to write it (standard output when left out)", isOptional: true, completion: .files)
    private static let dryRun = Option.flag("dry-run", help: "Report what the import would do; change nothing.")
    private static let exportFormat = Option.choice(
        "format", default: ListFileFormat.letterboxd, valueName: "F",
        help: "letterboxd (the CSV Letterboxd's importer reads), csv or json (as `watchlist list --json`).")

    static let watchlist = CommandSpec(
        "watchlist", summary: "Films you want to see, kept in your data folder.",
        subcommands: [
            CommandSpec(
                "add", summary: "Add a film, by id or title.", arguments: [film],
                options: [year.spec, FilmNameOptions.id.spec]),
            CommandSpec(
                "remove", summary: "Remove a film, by id or title.", arguments: [film],
                options: [year.spec, FilmNameOptions.id.spec]),
            CommandSpec("list", summary: "List the films, oldest first.", options: [OutputFormat.jsonFlag.spec]),
            CommandSpec(
                "import", summary: "Add the films of an IMDb or Letterboxd export, and say what became of each row.",
                arguments: [listFile], options: [dryRun.spec, OutputFormat.jsonFlag.spec]),
            CommandSpec(
                "export", summary: "Write the list for Letterboxd's importer, or as CSV or JSON.",
                arguments: [exportFile], options: [exportFormat.spec]),
        ],
        discussion: "The watchlist is $XDG_DATA_HOME/movieland/watchlist.json (~/.local/share/movieland by default).")

    static func route(for command: ParsedCommand) throws(UsageError) -> WatchlistRoute {
        switch command.path.dropFirst().first {
        case "add": return .add(try filmName(command, invocation: "movieland watchlist add"))
        case "remove": return .remove(try filmName(command, invocation: "movieland watchlist remove"))
        case "import":
            return .importFile(command.argument("file") ?? "", dryRun: command[dryRun], format: OutputFormat(command))
        case "export": return .export(command[exportFormat], path: command.argument("file"))
        default: return .list(format: OutputFormat(command))
        }
    }

    /// The film the command's words name, with its --year or --id; both at once is a usage error.
    private static func filmName(_ command: ParsedCommand, invocation: String) throws(UsageError) -> FilmName {
        FilmName(
            command.argumentText("film"), year: command[year],
            isID: try FilmNameOptions.namesID(year: command[year], in: command, invocation: invocation))
    }
}
