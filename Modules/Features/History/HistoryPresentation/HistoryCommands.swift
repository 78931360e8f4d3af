import CatalogueDomainApi
import Commands
import Common
import HistoryDomain
import HistoryDomainApi

/// The History feature's commands (`rate`, `diary`, `stats`, `recommend`), and how each becomes a route.
enum HistoryCommands {
    private static let film = ArgumentSpec("film", help: "the film's id, or its title", isVariadic: true)
    private static let ratedFilm = ArgumentSpec(
        "film", help: "the film's id or title, then its rating from 1 to 10 (unless --stars or --clear)",
        isVariadic: true)
    private static let year = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "The film's year, to tell remakes apart.")
    private static let stars = Option.string(
        "stars", valueName: "S", help: "Letterboxd's stars instead, from 0.5 to 5 in halves (kept as given).")
    private static let clear = Option.flag("clear", help: "Remove the film's rating.")
    private static let rating = Option.integer(
        "rating", in: FilmRating.pointRange, valueName: "N", help: "Your rating that day, from 1 to 10.")
    private static let date = Option.string("date", valueName: "YYYY-MM-DD", help: "The day (default today).")
    private static let rewatch = Option.flag("rewatch", help: "You had seen it before.")
    private static let tags = Option.strings("tag", valueName: "T", help: "A tag (repeatable).")
    private static let diaryYear = Option.integer(
        "year", in: 1800...2100, valueName: "Y", help: "Only this year (default: the whole history).")

    private static let unplaced = Option.flag(
        "unplaced", help: "Only the rows imports kept as they came, each with why and its id (k1, k2, ...).")
    private static let reviews = Option.flag("reviews", help: "Show each viewing's review under it.")
    private static let keptRow = ArgumentSpec("row", help: "the kept row's id, as `diary list --unplaced` shows (k3)")

    private static let importFile = ArgumentSpec(
        "file", help: "an IMDb ratings or Letterboxd export, or a Movieland one", completion: .files)
    private static let exportFile = ArgumentSpec(
        "file", help: "where to write it (standard output when left out)", isOptional: true, completion: .files)
    private static let dryRun = Option.flag("dry-run", help: "Report what the import would do; change nothing.")
    private static let exportFormat = Option.choice(
        "format", default: HistoryFileFormat.letterboxd, valueName: "F",
        help: "letterboxd (the CSV Letterboxd's importer reads), csv or json (everything, read back by import).")

    static let rate = CommandSpec(
        "rate", summary: "Rate a film: 1 to 10 (IMDb's scale), or --stars 0.5 to 5 (Letterboxd's).",
        arguments: [ratedFilm], options: [year.spec, FilmNameOptions.id.spec, stars.spec, clear.spec],
        discussion: "Ratings and the diary are $XDG_DATA_HOME/movieland/history.tsv (~/.local/share/movieland).")

    static let diary = CommandSpec(
        "diary", summary: "The films you have seen, and when.",
        subcommands: [
            CommandSpec(
                "add", summary: "Log a viewing of a film, by id or title.", arguments: [film],
                options: [
                    year.spec, FilmNameOptions.id.spec, date.spec, rating.spec, stars.spec, rewatch.spec, tags.spec,
                ]),
            CommandSpec(
                "list", summary: "List the viewings, newest first, and the days kept outside the catalogue.",
                options: [diaryYear.spec, unplaced.spec, reviews.spec, OutputFormat.jsonFlag.spec]),
            CommandSpec(
                "remove",
                summary: "Remove a viewing: by its id (v12), or a film seen once or on --date; or a kept row (k3).",
                arguments: [film], options: [year.spec, FilmNameOptions.id.spec, date.spec]),
            CommandSpec(
                "place", summary: "Place a kept row as the film you name (a wrong day or rating replaced).",
                arguments: [keptRow, film],
                options: [year.spec, FilmNameOptions.id.spec, date.spec, rating.spec, stars.spec]),
            CommandSpec(
                "check", summary: "Read every line of your history and list those that cannot be read (exit 1)."),
            CommandSpec(
                "import",
                summary: "Import IMDb's ratings or Letterboxd's ratings, diary, watched or reviews export, row by row.",
                arguments: [importFile], options: [dryRun.spec, OutputFormat.jsonFlag.spec]),
            CommandSpec(
                "export", summary: "Write your ratings and diary for Letterboxd's importer, or as CSV or JSON.",
                arguments: [exportFile], options: [exportFormat.spec]),
        ],
        discussion: "Ratings and the diary are $XDG_DATA_HOME/movieland/history.tsv (~/.local/share/movieland).")

    static let stats = CommandSpec(
        "stats", summary: "Your year in pictures: viewings by month, your ratings against IMDb's, genres, people.",
        options: [diaryYear.spec, OutputFormat.jsonFlag.spec])

    private static let limit = Option.integer(
        "limit", in: 1...100, default: 10, valueName: "N", help: "How many films")

    static let recommend = CommandSpec(
        "recommend", summary: "Films you have not seen or rated, from your ratings and diary, each with its reasons.",
        options: [limit.spec, OutputFormat.jsonFlag.spec])

    static func route(for command: ParsedCommand) throws(UsageError) -> HistoryRoute {
        switch command.path.first {
        case "recommend": return .recommend(limit: command[limit], format: OutputFormat(command))
        default: return try historyRoute(for: command)
        }
    }

    private static func historyRoute(for command: ParsedCommand) throws(UsageError) -> HistoryRoute {
        if command.path.first == "rate" { return try rateRoute(command) }
        if command.path.first == "stats" { return .stats(year: command[diaryYear], format: OutputFormat(command)) }
        let text = command.argumentText("film")
        switch command.path.dropFirst().first {
        case "add":
            return .addViewing(
                try viewingRequest(command, film: try filmName(text, command, invocation: "movieland diary add")))
        case "import":
            return .importFile(command.argument("file") ?? "", dryRun: command[dryRun], format: OutputFormat(command))
        case "export": return .export(command[exportFormat], path: command.argument("file"))
        case "place": return try placeRoute(command, film: text)
        case "check": return .check
        case "remove":
            let invocation = "movieland diary remove"
            return .removeViewing(
                try filmName(text, command, invocation: invocation), date: try day(command, invocation: invocation))
        default:
            let request = DiaryListView.Request(
                year: command[diaryYear], unplaced: command[unplaced], reviews: command[reviews])
            return .listDiary(request, format: OutputFormat(command))
        }
    }

    /// `rate FILM... N`, `rate FILM... --stars S` or `rate FILM... --clear`. A last word that is a number is a
    /// rating, never part of the title, so with --stars or --clear it is a rating given twice.
    private static func rateRoute(_ command: ParsedCommand) throws(UsageError) -> HistoryRoute {
        var words = command.argumentList("film")
        let change: RatingChange
        switch (command[stars], command[clear]) {
        case (.some, true):
            throw UsageError("give a rating or --clear, not both", invocation: "movieland rate")
        case (.some(let text), false):
            try refuseSecondRating(words, given: "--stars \(text)")
            change = .set(try starRating(text, invocation: "movieland rate"))
        case (nil, true):
            try refuseSecondRating(words, given: "--clear")
            change = .clear
        case (nil, false):
            if words.count >= 2, let last = words.last, let number = Int(last), FilmRating(points: last) == nil {
                throw UsageError(
                    "\(number) is not a rating: use 1 to 10 (IMDb's scale), or --stars 0.5 to 5",
                    invocation: "movieland rate")
            }
            guard words.count >= 2, let last = words.last, let rating = FilmRating(points: last) else {
                throw UsageError(
                    "rate needs the film, then a rating from 1 to 10 (\"rate the matrix 9\"), --stars S or --clear",
                    invocation: "movieland rate")
            }
            words.removeLast()
            change = .set(rating)
        }
        return .rate(try filmName(words.joined(separator: " "), command, invocation: "movieland rate"), change)
    }

    /// `diary place kN FILM... [--year Y | --id] [--date D] [--rating N | --stars S]`.
    private static func placeRoute(_ command: ParsedCommand, film: String) throws(UsageError) -> HistoryRoute {
        let invocation = "movieland diary place"
        let id = command.argument("row") ?? ""
        guard KeptRow.number(in: id) != nil else {
            throw UsageError(
                "'\(id)' is no kept row's id: give one as `movieland diary list --unplaced` shows it (k3)",
                invocation: invocation)
        }
        let rating = try viewingRating(command, invocation: invocation)
        return .place(
            id, film: try filmName(film, command, invocation: invocation),
            date: try day(command, invocation: invocation), rating: rating)
    }

    /// Refuses `rate FILM... N` given with --stars or --clear (`given`) when N is a rating (1 to 10): a second
    /// rating, or the end of a title to quote ("toy story 3"). A larger number ("ocean's 11") is the title's.
    private static func refuseSecondRating(_ words: [String], given: String) throws(UsageError) {
        guard words.count >= 2, let last = words.last, FilmRating(points: last) != nil else { return }
        let title = words.joined(separator: " ")
        throw UsageError(
            "a rating was given twice (\(last) and \(given)); give one, or quote a title that ends with a number: "
                + "movieland rate \"\(title)\" \(given)",
            invocation: "movieland rate")
    }

    /// The film `text` names with the command's --year or --id.
    private static func filmName(
        _ text: String, _ command: ParsedCommand, invocation: String
    ) throws(UsageError) -> FilmName {
        FilmName(
            text, year: command[year],
            isID: try FilmNameOptions.namesID(year: command[year], in: command, invocation: invocation))
    }

    private static func viewingRequest(_ command: ParsedCommand, film: FilmName) throws(UsageError) -> ViewingRequest {
        var request = ViewingRequest(film: film)
        request.date = try day(command, invocation: "movieland diary add")
        request.rating = try viewingRating(command, invocation: "movieland diary add")
        request.isRewatch = command[rewatch]
        request.tags = command[tags]
        return request
    }

    /// The rating `--rating N` (points) or `--stars S` gives a viewing, nil with neither; both is a usage error.
    private static func viewingRating(_ command: ParsedCommand, invocation: String) throws(UsageError) -> FilmRating? {
        switch (command[rating], command[stars]) {
        case (.some, .some): throw UsageError("give --rating or --stars, not both", invocation: invocation)
        case (.some(let points), nil): return .points(points)
        case (nil, .some(let text)): return try starRating(text, invocation: invocation)
        case (nil, nil): return nil
        }
    }

    private static func starRating(_ text: String, invocation: String) throws(UsageError) -> FilmRating {
        guard let rating = FilmRating(stars: text) else {
            throw UsageError(
                "invalid --stars '\(text)': use 0.5 to 5 in halves, such as 3.5", invocation: invocation)
        }
        return rating
    }

    private static func day(_ command: ParsedCommand, invocation: String) throws(UsageError) -> DiaryDate? {
        guard let text = command[date] else { return nil }
        guard let day = DiaryDate(text) else {
            throw UsageError(
                "invalid --date '\(text)': use a day that exists, as YYYY-MM-DD", invocation: invocation)
        }
        return day
    }
}
