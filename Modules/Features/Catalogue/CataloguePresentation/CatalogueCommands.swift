import CatalogueDomain
import Commands
import Common
import PlainText

/// The `catalogue` command: which offline catalogue is in use, and getting the IMDb datasets into it; and the
/// route it or `similar` (`SimilarFilmsCommands`) becomes.
enum CatalogueCommands {
    private static let json = OutputFormat.jsonFlag.spec
    private static let types = Option.string(
        "types", valueName: "list",
        help:
            "IMDb title types to keep, comma-separated (default "
            + CatalogueImportOptions.defaultTitleTypes.joined(separator: ",")
            + "; also short, tvSpecial, video, ...).")
    private static let includeAdult = Option.flag(
        "include-adult", help: "Keep the titles IMDb marks as adult (left out by default).")
    private static let alternativeTitles = Option.flag(
        "akas", help: "Also fetch title.akas, the other titles films are known by (large), for search.")
    private static let withoutPeople = Option.flag(
        "without-people",
        help: "Films alone: no title.principals, no one to look up (less than half the size and the import time).")
    private static let keepDownloads = Option.flag(
        "keep-downloads", help: "Keep the downloaded dataset files for a later import.")
    private static let importOptions = [types.spec, includeAdult.spec, withoutPeople.spec, json]

    static let catalogue = CommandSpec(
        "catalogue", summary: "The offline catalogue: import the current IMDb datasets, see what is in use, go back.",
        subcommands: [
            CommandSpec(
                "update",
                summary:
                    "Download the IMDb datasets that changed (resuming an interrupted download), then import them.",
                options: importOptions + [alternativeTitles.spec]),
            CommandSpec(
                "import", summary: "Import IMDb dataset files already on disk (.tsv.gz or .tsv), streaming.",
                arguments: [
                    ArgumentSpec(
                        "path", help: "a folder holding the files, or the files", isVariadic: true, completion: .files)
                ],
                options: importOptions),
            CommandSpec(
                "status", summary: "Show the catalogue in use: source, files' dates, counts, size, path.",
                options: [json]),
            CommandSpec(
                "reset", summary: "Go back to the embedded catalogue, removing the imported one.",
                options: [keepDownloads.spec, json]),
        ],
        discussion: """
            The imported catalogue and the downloads live in $XDG_DATA_HOME/movieland/imdb
            (~/.local/share/movieland/imdb by default); once there, every command uses it (--source embedded
            for the 2005 one). MOVIELAND_IMDB_URL sets where update downloads from (default
            https://datasets.imdbws.com/). IMDb's datasets are for personal, non-commercial use only.

            Examples:
              movieland catalogue update
              movieland catalogue update --without-people
              movieland catalogue import ~/Downloads/imdb --types movie,tvMovie,video
              movieland catalogue status --json
            """)

    static func route(for command: ParsedCommand) throws(UsageError) -> CatalogueRoute {
        if command.path.first == SimilarFilmsCommands.similar.name {
            return .similar(try SimilarFilmsCommands.route(for: command))
        }
        let format = OutputFormat(command)
        switch command.path.dropFirst().first {
        case "update":
            return .update(try options(from: command), format: format)
        case "import":
            return .importFiles(command.argumentList("path"), try options(from: command), format: format)
        case "reset":
            return .reset(keepingDownloads: command[keepDownloads], format: format)
        default:
            return .status(format: format)
        }
    }

    private static func options(from command: ParsedCommand) throws(UsageError) -> CatalogueImportOptions {
        var titleTypes = CatalogueImportOptions.defaultTitleTypes
        if let text = command[types] {
            titleTypes = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter {
                !$0.isEmpty
            }
            if let problem = CatalogueImportOptions.unknownTitleType(in: titleTypes) {
                throw UsageError(
                    problem, invocation: "movieland catalogue \(command.path.dropFirst().first ?? "update")")
            }
        }
        return CatalogueImportOptions(
            titleTypes: titleTypes, includeAdult: command[includeAdult],
            includeAlternativeTitles: command[alternativeTitles], includePeople: !command[withoutPeople])
    }
}
