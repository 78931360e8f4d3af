import CatalogueDomainApi
import Commands
import Common
import FoundationEssentials
import PlainText
import SearchDomain

/// The Search feature's command, `search`, and how a parsed one becomes a route.
enum SearchCommands {
    private static let years = 1800...2100
    static let year = Option.integer("year", in: years, valueName: "Y", help: "Only films from year Y.")
    static let from = Option.integer("from", in: years, valueName: "Y", help: "Only films from year Y on.")
    static let to = Option.integer("to", in: years, valueName: "Y", help: "Only films up to year Y.")
    static let genres = Option.strings("genre", valueName: "G", help: "Only films in genre G (repeat for several).")
    static let minimumRating = Option.decimal(
        "min-rating", in: 0...10, valueName: "R", help: "Only films rated R or more.")
    static let minimumVotes = Option.integer(
        "min-votes", in: 0...Int.max, valueName: "N", help: "Only films with N votes or more.")
    static let director = Option.string(
        "director", valueName: "NAME",
        help: "Only films directed by NAME (case, accents and a typo forgiven), most voted first.")
    static let actor = Option.string(
        "actor", valueName: "NAME", help: "Only films with NAME in the cast (an IMDb import's people).")
    static let writer = Option.string(
        "writer", valueName: "NAME", help: "Only films written by NAME (an IMDb import's people).")
    static let sort = Option.choice(
        "sort", default: SearchSort.relevance, valueName: "key",
        help: "relevance (default), rating, votes, year or title.")
    static let limit = Option.integer(
        "limit", in: 1...1000, default: SearchQuery.defaultLimit, valueName: "N", help: "Films per page")
    static let page = Option.integer("page", in: 1...1_000_000, default: 1, valueName: "N", help: "Which page")

    static let search = CommandSpec(
        "search", summary: "Find films by title: any word order, case and accents ignored, a typo forgiven.",
        arguments: [
            ArgumentSpec(
                "text", help: "words of the title (may be left out with --director, --actor or --writer)",
                isOptional: true, isVariadic: true
            )
        ],
        options: [
            year.spec, from.spec, to.spec, genres.spec, minimumRating.spec, minimumVotes.spec, director.spec,
            actor.spec, writer.spec, sort.spec, limit.spec, page.spec, OutputFormat.jsonFlag.spec,
        ],
        discussion:
            "A word no title has may be initials: lotr finds The Lord of the Rings, rotk its Return of the King.\n\n"
            + "Examples:\n  movieland search the matrix\n  movieland search star --genre action --from 1970 --to 1989 --sort rating"
            + "\n  movieland search --director kubrik --source imdb\n  movieland search --actor \"tom hanks\" --from 1990"
    )

    static func route(for command: ParsedCommand) throws(UsageError) -> SearchRoute {
        .results(try query(from: command), format: OutputFormat(command))
    }

    private static func query(from command: ParsedCommand) throws(UsageError) -> SearchQuery {
        var span: ClosedRange<Int>?
        if let year = command[year] {
            if command[from] != nil || command[to] != nil {
                throw UsageError("use either --year or --from/--to, not both", invocation: "movieland search")
            }
            span = year...year
        } else if command[from] != nil || command[to] != nil {
            let first = command[from] ?? Self.years.lowerBound, last = command[to] ?? Self.years.upperBound
            guard first <= last else {
                throw UsageError("--from \(first) is after --to \(last)", invocation: "movieland search")
            }
            span = first...last
        }
        let text = command.argumentText("text")
        let director = try name(command, director, example: "nolan")
        let actor = try name(command, actor, example: "\"tom hanks\"")
        let writer = try name(command, writer, example: "\"nora ephron\"")
        if text.isEmpty && director == nil && actor == nil && writer == nil {
            throw UsageError(
                "missing <text>: words of the title (or --director, --actor or --writer NAME)",
                invocation: "movieland search")
        }
        return SearchQuery(
            text: text, years: span, genres: command[genres], minimumRating: command[minimumRating],
            minimumVotes: command[minimumVotes], director: director, actor: actor, writer: writer, sort: command[sort],
            limit: command[limit], page: command[page])
    }

    /// The name given to a person filter, trimmed; a usage error when it is blank.
    private static func name(
        _ command: ParsedCommand, _ option: Option<String?>, example: String
    ) throws(UsageError) -> String? {
        guard let name = command[option].map({ $0.trimmingWhitespace() }) else { return nil }
        guard !name.isEmpty else {
            throw UsageError(
                "--\(option.spec.name) needs a name, such as --\(option.spec.name) \(example)",
                invocation: "movieland search")
        }
        return name
    }
}
