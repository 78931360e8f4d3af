import Common
import DesignSystem
import HistoryDomain
import HistoryDomainApi
import Terminal

/// Draws ratings, diary changes and the diary itself: a table, or JSON.
@MainActor
struct HistoryView {
    let console: Console
    let format: OutputFormat

    func render(_ state: HistoryViewState) {
        switch state.phase {
        case .idle, .working:
            return
        case .rated(let outcome):
            console.write(Self.sentence(for: outcome) + "\n")
        case .logged(let viewing):
            console.write(
                console.painter.paint("Logged \(Self.name(viewing)) on \(viewing.date)", .success)
                    + Self.details(viewing) + " (\(viewing.id)).\n")
        case .removed(let viewing):
            console.write("Removed \(Self.name(viewing)), seen on \(viewing.date), from your diary.\n")
        case .listed(let viewings, let year):
            console.write(format == .json ? Self.json(viewings) : text(viewings, year: year))
        case .imported(let report):
            console.write(
                format == .json
                    ? HistoryImportReportView.json(report)
                    : HistoryImportReportView(painter: console.painter).text(report))
        case .stats(let stats):
            console.write(
                format == .json
                    ? HistoryStatsView.json(stats)
                    : HistoryStatsView(painter: console.painter, width: console.width).text(stats))
        case .similar(let found):
            console.write(
                format == .json ? SimilarFilmsView.json(found) : SimilarFilmsView(console: console).text(found))
        case .recommended(let films, let usedPeople):
            console.write(
                format == .json
                    ? SimilarFilmsView.json(films, usedPeople: usedPeople)
                    : SimilarFilmsView(console: console).text(films, usedPeople: usedPeople))
        case .exported(let text):
            console.write(text)
        case .exportWritten(let path, let count):
            console.write("Wrote \(count) row\(count == 1 ? "" : "s") to \(TextSanitizer.sanitize(path)).\n")
        case .failed(let error):
            let lines =
                [
                    Console.failureLine(
                        HistoryErrorMessages(mode: .commandLine).text(for: error), program: console.programName)
                ]
                + error.candidates.map {
                    "  \(DisplayWidth.pad($0.movieID, to: 6)) " + TitleText.named($0.title, year: $0.year)
                }
            console.writeError(lines.joined(separator: "\n"))
        }
    }

    /// "Rated The Matrix (1999) 9/10 (it was 3.5 stars)." and the like.
    static func sentence(for outcome: RatingOutcome) -> String {
        switch outcome {
        case .rated(let film, let previous):
            "Rated \(name(film.title, film.year)) \(film.rating)" + (previous.map { " (it was \($0))" } ?? "") + "."
        case .cleared(let film):
            "Cleared your rating of \(name(film.title, film.year)) (it was \(film.rating))."
        }
    }

    private static func details(_ viewing: Viewing) -> String {
        var parts: [String] = []
        if let rating = viewing.rating { parts.append("rated \(rating)") }
        if viewing.isRewatch { parts.append("a rewatch") }
        if !viewing.tags.isEmpty {
            parts.append("tagged " + viewing.tags.map { TextSanitizer.sanitize($0) }.joined(separator: ", "))
        }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    func text(_ viewings: [Viewing], year: Int? = nil) -> String {
        if viewings.isEmpty, let year {
            return "Your diary has no viewing in \(year). See every year with: movieland diary list\n"
        }
        guard !viewings.isEmpty else {
            return "Your diary is empty. Log a film with: movieland diary add <id | title> [--date YYYY-MM-DD]\n"
        }
        let count = "\(viewings.count) viewing\(viewings.count == 1 ? "" : "s") in your diary"
        return console.painter.paint(count, .title) + "\n"
            + Self.table(viewings).render(width: console.width, painter: console.painter)
    }

    /// Viewings as rows: day, title, year, rating, rewatch, tags and the viewing's id.
    static func table(_ viewings: [Viewing]) -> Table {
        Table(
            columns: [
                Table.Column("Date"), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Rating"), Table.Column("Rewatch"),
                Table.Column("Tags"), Table.Column("ID", alignment: .right),
            ],
            rows: viewings.map { viewing in
                [
                    Table.Cell(viewing.date.description), Table.Cell(viewing.title),
                    Table.Cell(viewing.year.map(String.init) ?? ""),
                    Table.Cell(viewing.rating?.description ?? ""), Table.Cell(viewing.isRewatch ? "yes" : ""),
                    Table.Cell(viewing.tags.joined(separator: ", "), style: .muted),
                    Table.Cell(viewing.id, style: .muted),
                ]
            })
    }

    /// `{"viewings": [{"id", "movieID", "title", "year", "date", "rating": {"scale", "value"} | null, "rewatch",
    /// "tags"}]}`.
    static func json(_ viewings: [Viewing]) -> String {
        struct Entry: Encodable {
            let id: String
            let movieID: String
            let title: String
            @NullEncoded var year: Int?
            let date: DiaryDate
            @NullEncoded var rating: FilmRating?
            let rewatch: Bool
            let tags: [String]
        }
        struct Output: Encodable { let viewings: [Entry] }
        return JSONOutput.text(
            Output(
                viewings: viewings.map {
                    Entry(
                        id: $0.id, movieID: $0.movieID, title: $0.title, year: $0.year, date: $0.date,
                        rating: $0.rating, rewatch: $0.isRewatch, tags: $0.tags)
                }))
    }

    static func name(_ viewing: Viewing) -> String { name(viewing.title, viewing.year) }

    static func name(_ title: String, _ year: Int?) -> String {
        TextSanitizer.sanitize(TitleText.named(title, year: year))
    }
}
