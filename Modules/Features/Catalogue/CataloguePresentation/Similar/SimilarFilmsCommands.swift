import CatalogueDomainApi
import Commands
import Common

/// The `similar` command, and the route it becomes.
enum SimilarFilmsCommands {
    private static let film = ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)
    private static let year = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "The film's year, to tell remakes apart.")
    private static let limit = Option.integer(
        "limit", in: 1...100, default: 10, valueName: "N", help: "How many films")

    static let similar = CommandSpec(
        "similar", summary: "Films like one, offline: shared people, genres, era and ratings, each with why.",
        arguments: [film], options: [year.spec, FilmNameOptions.id.spec, limit.spec, OutputFormat.jsonFlag.spec])

    /// `similar FILM... [--year Y | --id] [--limit N] [--json]`.
    static func route(for command: ParsedCommand) throws(UsageError) -> SimilarFilmsRoute {
        let film = FilmName(
            command.argumentText("film"), year: command[year],
            isID: try FilmNameOptions.namesID(year: command[year], in: command, invocation: "movieland similar"))
        return .films(like: film, limit: command[limit], format: OutputFormat(command))
    }
}
