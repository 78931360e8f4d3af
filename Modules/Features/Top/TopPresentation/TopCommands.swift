import Commands
import Common
import TopDomain

/// The Top feature's command and how it becomes a route.
enum TopCommands {
    static let genre = Option.string("genre", valueName: "G", help: "Only films in genre G.")
    static let decade = Option.string(
        "decade", valueName: "1990s", help: "Only films of that decade.",
        completion: .words(stride(from: 1890, through: 2020, by: 10).map { "\($0)s" }))
    static let minimumVotes = Option.integer(
        "min-votes", in: 1...Int.max, default: TopChartCriteria.defaultMinimumVotes, valueName: "N",
        help: "m: leave out films with fewer votes")
    static let limit = Option.integer(
        "limit", in: 1...1000, default: TopChartCriteria.defaultLimit, valueName: "N", help: "How many films")

    static let top = CommandSpec(
        "top", summary: "Rank films by IMDb's weighted rating, WR = v/(v+m)·R + m/(v+m)·C.",
        options: [genre.spec, decade.spec, minimumVotes.spec, limit.spec, OutputFormat.jsonFlag.spec],
        discussion: "Examples:\n  movieland top\n  movieland top --genre comedy --decade 1980s --limit 10")

    static func route(for command: ParsedCommand) throws(UsageError) -> TopRoute {
        var decadeStart: Int?
        if let text = command[decade] {
            let digits = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let year = Int(digits), (1800...2100).contains(year), year % 10 == 0 else {
                throw UsageError(
                    "invalid value '\(text)' for '--decade': write a decade such as 1990s", invocation: "movieland top")
            }
            decadeStart = year
        }
        let criteria = TopChartCriteria(
            genre: command[genre], decade: decadeStart, minimumVotes: command[minimumVotes], limit: command[limit])
        return .chart(criteria, format: OutputFormat(command))
    }
}
