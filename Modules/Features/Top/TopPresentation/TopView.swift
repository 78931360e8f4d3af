import Common
import DesignSystem
import FoundationEssentials
import PlainText
import Terminal
import TopDomain

/// Draws a chart: a ranked table with the weighted score, or JSON.
@MainActor
struct TopView {
    let console: Console
    let format: OutputFormat

    func render(_ state: TopViewState) {
        switch state.phase {
        case .idle, .loading: return
        case .failed(let error): console.writeFailure(TopErrorMessages(mode: .commandLine).text(for: error))
        case .loaded(let chart): console.write(format == .json ? json(chart) : text(chart))
        }
    }

    func text(_ chart: TopChart) -> String {
        let painter = console.painter
        var scope: [String] = []
        if let genre = chart.criteria.genre { scope.append(genre.capitalized) }
        if let decade = chart.criteria.decade { scope.append("\(decade)s") }
        let title = "Top \(chart.entries.count)" + (scope.isEmpty ? "" : " " + scope.joined(separator: ", "))
        guard !chart.entries.isEmpty else {
            return
                "No films with at least \(NumberText.grouped(chart.criteria.minimumVotes)) votes match; try a lower --min-votes.\n"
        }
        let table = Self.table(chart.entries)
        let note = Self.basis(of: chart) + " (mean \(NumberText.twoDecimals(chart.meanRating)))."
        let legend = Self.isMarked(chart.entries) ? SeenMarks.legend(width: console.width, painter: painter) : ""
        return painter.paint(title, .title) + "\n" + table.render(width: console.width, painter: painter) + legend
            + painter.paint(note, .muted) + "\n"
    }

    /// The marks of the entries you have seen or rated.
    static func marks(_ entries: [ChartEntry]) -> SeenMarks {
        var marks: [String: SeenMarks.Mark] = [:]
        for entry in entries where entry.timesSeen > 0 || entry.yourRating != nil {
            marks[entry.movieID] = SeenMarks.Mark(timesSeen: entry.timesSeen, yourRating: entry.yourRating)
        }
        return SeenMarks(marks)
    }

    /// Whether the chart shows the `SeenMarks` column: when you have seen or rated one of its films.
    static func isMarked(_ entries: [ChartEntry]) -> Bool {
        entries.contains { $0.timesSeen > 0 || $0.yourRating != nil }
    }

    /// What the chart's scores rest on, for the line under it: "Weighted rating over 4,515 films with at least
    /// 1,000 votes" (the command line adds the mean, the Top tab a full stop).
    static func basis(of chart: TopChart) -> String {
        "Weighted rating over \(NumberText.grouped(chart.consideredCount)) films with at least "
            + "\(NumberText.grouped(chart.criteria.minimumVotes)) votes"
    }

    /// Chart entries as rows: rank, title, year, weighted score, rating, votes, the `SeenMarks` column when you
    /// have seen or rated one of them, and id.
    static func table(_ entries: [ChartEntry]) -> Table {
        let marks = Self.marks(entries)
        let marked = isMarked(entries)
        return Table(
            columns: [
                Table.Column("#", alignment: .right), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Score", alignment: .right),
                Table.Column("Rating", alignment: .right), Table.Column("Votes", alignment: .right),
            ] + (marked ? [SeenMarks.column] : []) + [Table.Column("ID", alignment: .right)],
            rows: entries.map { entry in
                [
                    Table.Cell(String(entry.rank)), Table.Cell(entry.title),
                    Table.Cell(entry.year.map(String.init) ?? ""),
                    Table.Cell(NumberText.twoDecimals(entry.weightedRating), style: .accent),
                    Table.Cell(NumberText.oneDecimal(entry.rating), style: RatingView.token(for: entry.rating)),
                    Table.Cell(NumberText.grouped(entry.votes)),
                ] + (marked ? [marks.cell(for: entry.movieID)] : []) + [Table.Cell(entry.movieID, style: .muted)]
            })
    }

    func json(_ chart: TopChart) -> String {
        /// Figures rounded to three decimals, as printed.
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        struct Entry: Encodable {
            let rank: Int
            let id: String
            let title: String
            @NullEncoded var year: Int?
            let rating: Double
            let votes: Int
            let weightedRating: Double
            let seen: Bool
            let timesSeen: Int
            @NullEncoded var yourRating: String?
        }
        struct Output: Encodable {
            @NullEncoded var genre: String?
            @NullEncoded var decade: Int?
            let minimumVotes: Int
            let meanRating: Double
            let considered: Int
            let results: [Entry]
        }
        return JSONOutput.text(
            Output(
                genre: chart.criteria.genre, decade: chart.criteria.decade, minimumVotes: chart.criteria.minimumVotes,
                meanRating: rounded(chart.meanRating), considered: chart.consideredCount,
                results: chart.entries.map {
                    Entry(
                        rank: $0.rank, id: $0.movieID, title: $0.title, year: $0.year, rating: $0.rating,
                        votes: $0.votes, weightedRating: rounded($0.weightedRating),
                        seen: $0.timesSeen > 0 || $0.yourRating != nil, timesSeen: $0.timesSeen,
                        yourRating: $0.yourRating)
                }))
    }
}
