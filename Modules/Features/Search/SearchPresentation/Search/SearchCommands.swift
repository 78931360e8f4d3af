import CatalogueDomainApi
import Commands
import Common
import SearchDomain

/// The Search feature's commands and how a parsed command becomes a route.
enum SearchCommands {
    static let search = CommandSpec(
        "search", summary: "Find films by title: any word order, case and accents ignored, a typo forgiven.",
        arguments: [ArgumentSpec("text", help: "words of the title", isVariadic: true)],
        options: [
            .option("year", value: .integer(1800...2100), valueName: "Y", help: "Only films from year Y."),
            .option("from", value: .integer(1800...2100), valueName: "Y", help: "Only films from year Y on."),
            .option("to", value: .integer(1800...2100), valueName: "Y", help: "Only films up to year Y."),
            .option("genre", valueName: "G", help: "Only films in genre G (repeat for several).", repeatable: true),
            .option("min-rating", value: .decimal(0...10), valueName: "R", help: "Only films rated R or more."),
            .option(
                "min-votes", value: .integer(0...Int.max), valueName: "N", help: "Only films with N votes or more."),
            .option(
                "sort", value: .choice(SearchSort.allCases.map(\.rawValue)), valueName: "key",
                help: "relevance (default), rating, votes, year or title."),
            .option("limit", value: .integer(1...1000), valueName: "N", help: "Films per page (default 20)."),
            .option("page", value: .integer(1...1_000_000), valueName: "N", help: "Which page (default 1)."),
            .flag("json", help: "Print JSON (see the README for its shape)."),
        ],
        discussion:
            "Examples:\n  movieland search the matrix\n  movieland search star --genre action --from 1970 --to 1989 --sort rating"
    )

    static let detail = CommandSpec(
        "detail", summary: "Show one film in full, by id or by title.",
        arguments: [ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)],
        options: [
            .option("year", value: .integer(1800...2100), valueName: "Y", help: "The year, to tell remakes apart."),
            .flag("json", help: "Print JSON (see the README for its shape)."),
        ],
        discussion: """
            Ids and titles: the embedded catalogue's ids are its row numbers (32710); OMDb's are IMDb ids
            (tt0133093); TMDB's are numbers (603), except that a four-digit number from 1870 to 2099 is read as a
            title (1917, 2012) and tmdb:1917 is the id. Anything else is a title.

            Examples:
              movieland detail the matrix
              movieland detail hamlet --year 1996
              movieland detail 1917 --source tmdb
            """)

    static func route(for command: ParsedCommand) throws(CommandLineMistake) -> SearchRoute {
        let format: OutputFormat = command.flag("json") ? .json : .text
        switch command.path.first {
        case "detail":
            return .detail(
                command.argumentList("film").joined(separator: " "), year: command.integer("year"), format: format)
        default:
            return .results(try query(from: command), format: format)
        }
    }

    private static func query(from command: ParsedCommand) throws(CommandLineMistake) -> SearchQuery {
        var years: ClosedRange<Int>?
        if let year = command.integer("year") {
            if command.string("from") != nil || command.string("to") != nil {
                throw CommandLineMistake("use either --year or --from/--to, not both", command: "movieland search")
            }
            years = year...year
        } else if command.string("from") != nil || command.string("to") != nil {
            let from = command.integer("from") ?? 1800, to = command.integer("to") ?? 2100
            guard from <= to else {
                throw CommandLineMistake("--from \(from) is after --to \(to)", command: "movieland search")
            }
            years = from...to
        }
        return SearchQuery(
            text: command.argumentList("text").joined(separator: " "), years: years, genres: command.strings("genre"),
            minimumRating: command.decimal("min-rating"), minimumVotes: command.integer("min-votes"),
            sort: command.string("sort").flatMap(SearchSort.init(rawValue:)) ?? .relevance,
            limit: command.integer("limit") ?? 20, page: command.integer("page") ?? 1)
    }
}
