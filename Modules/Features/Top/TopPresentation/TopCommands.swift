import Commands
import Common
import TopDomainApi

/// The Top feature's command and how it becomes a route.
enum TopCommands {
    static let top = CommandSpec(
        "top", summary: "Rank films by IMDb's weighted rating, WR = v/(v+m)·R + m/(v+m)·C.",
        options: [
            .option("genre", valueName: "G", help: "Only films in genre G."),
            .option(
                "decade", valueName: "1990s", help: "Only films of that decade.",
                completion: .words(stride(from: 1890, through: 2020, by: 10).map { "\($0)s" })),
            .option(
                "min-votes", value: .integer(1...Int.max), valueName: "N",
                help: "m: leave out films with fewer votes (default 1000)."),
            .option("limit", value: .integer(1...1000), valueName: "N", help: "How many films (default 20)."),
            .flag("json", help: "Print JSON (see the README for its shape)."),
        ],
        discussion: "Examples:\n  movieland top\n  movieland top --genre comedy --decade 1980s --limit 10")

    static func route(for command: ParsedCommand) throws(CommandLineMistake) -> TopRoute {
        var decade: Int?
        if let text = command.string("decade") {
            let digits = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let year = Int(digits), (1800...2100).contains(year), year % 10 == 0 else {
                throw CommandLineMistake(
                    "invalid value '\(text)' for '--decade': write a decade such as 1990s", command: "movieland top")
            }
            decade = year
        }
        let criteria = TopChartCriteria(
            genre: command.string("genre"), decade: decade, minimumVotes: command.integer("min-votes") ?? 1000,
            limit: command.integer("limit") ?? 20)
        return .chart(criteria, format: command.flag("json") ? .json : .text)
    }
}
