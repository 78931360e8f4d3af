import CatalogueDomainApi
import Common
import HistoryDomainApi

/// An import's report for scripts (`diary import --json`): the counts, then every row with its outcome, its
/// candidates when it was kept, and the film a near match placed it as.
enum HistoryImportReportJSON {
    struct Choice: Encodable {
        let id: String
        let title: String
        @NullEncoded var year: Int?

        init(_ choice: FilmChoice) {
            id = choice.movieID
            title = choice.title
            year = choice.year
        }
    }

    struct Row: Encodable {
        let line: Int
        let name: String
        let outcome: String
        var date: String?
        var rating: FilmRating?
        var titleType: String?
        var candidates: [Choice]?
        var problems: [HistoryRowProblem]?
        /// The film a row a year off was placed as.
        var nearMatch: Choice?
    }

    struct Output: Encodable {
        let shape: String
        @NullEncoded var encoding: String?
        let dryRun: Bool
        let placedFromBefore: Int
        let ratingsCreated: Int
        let counts: HistoryImportReportView.Counts
        let rows: [Row]
    }

    static func text(_ report: HistoryImportReport) -> String {
        JSONOutput.text(
            Output(
                shape: report.shape, encoding: report.encoding, dryRun: report.isDryRun,
                placedFromBefore: report.placedFromBefore, ratingsCreated: report.ratingsCreated,
                counts: HistoryImportReportView.Counts(report),
                rows: report.lines.map(row)))
    }

    /// One row: its line, name and outcome, with what that outcome carries.
    private static func row(_ line: HistoryImportReport.Line) -> Row {
        var row = Row(line: line.line, name: line.name, outcome: name(of: line.outcome))
        switch line.outcome {
        case .rated(let rating): row.rating = rating
        case .logged(let date), .loggedAsMarked(let date), .reviewed(let date): row.date = date.description
        case .keptWithProblems(let problems): row.problems = problems
        case .keptUnplaced(let choices) where !choices.isEmpty: row.candidates = choices.map(Choice.init)
        case .notAFilm(let type): row.titleType = type
        default: break
        }
        row.nearMatch = line.nearMatch.map(Choice.init)
        return row
    }

    private static func name(of outcome: HistoryImportReport.Outcome) -> String {
        switch outcome {
        case .rated: "rated"
        case .logged: "logged"
        case .loggedAsMarked: "loggedAsMarked"
        case .alreadyThere: "alreadyThere"
        case .diaryKept: "diaryKept"
        case .keptUnplaced: "keptUnplaced"
        case .notAFilm: "notAFilm"
        case .keptWithProblems: "keptWithProblems"
        case .reviewed: "reviewed"
        }
    }
}
