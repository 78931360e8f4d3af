import CatalogueDomainApi
import Commands
import Common

/// The film page's command, `detail`, and how a parsed one becomes a route.
enum MovieDetailCommands {
    static let year = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "The year, to tell remakes apart.")

    static let detail = CommandSpec(
        "detail", summary: "Show one film in full, by id or by title.",
        arguments: [ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)],
        options: [year.spec, FilmNameOptions.id.spec, OutputFormat.jsonFlag.spec],
        discussion: """
            Ids and titles: the embedded catalogue's ids are its row numbers (32710); OMDb's are IMDb ids
            (tt0133093); TMDB's are numbers (603), except that a four-digit number from 1870 to 2099 is read as a
            title (1917, 2012) and tmdb:1917 is the id. Anything else is a title. A number that is an id and a
            title (1941) is neither until you choose: --id 1941, or --year 1979. When no film has the title, the
            one film with every word of it is shown (dr strangelove); rate, diary, similar and watchlist name
            films the same way.

            Examples:
              movieland detail the matrix
              movieland detail hamlet --year 1996
              movieland detail --id 1941
              movieland detail 1917 --source tmdb
            """)

    static func route(for command: ParsedCommand) throws(UsageError) -> MovieDetailRoute {
        let text = command.argumentText("film")
        let isID = try FilmNameOptions.namesID(year: command[year], in: command, invocation: "movieland detail")
        return .movie(FilmName(text, year: command[year], isID: isID), format: OutputFormat(command))
    }
}
