import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Imports IMDb's ratings and Letterboxd's ratings, diary, watched and reviews exports, and Movieland's own:
/// every row is placed in the catalogue in use, kept as it came when the catalogue does not have the film, or
/// reported as no film. Rows kept by earlier imports are placed first when the catalogue now has them.
public struct ImportHistory: ImportHistoryUseCase {
    private let repository: any HistoryRepository
    private let reader: any HistoryFileReading
    private let matcher: HistoryRowMatcher
    private let today: @Sendable () -> DiaryDate

    init(
        repository: any HistoryRepository, reader: any HistoryFileReading, catalogue: any MovieCatalogue,
        titles: any TitleMatching, today: @escaping @Sendable () -> DiaryDate
    ) {
        self.repository = repository
        self.reader = reader
        matcher = HistoryRowMatcher(catalogue: catalogue, titles: titles)
        self.today = today
    }

    /// The use case wired to the container's history, reader, catalogue and clock.
    public static func make(_ container: Container) -> ImportHistory {
        ImportHistory(
            repository: container.historyRepository(), reader: container.historyFileReader(),
            catalogue: container.movieCatalogue(), titles: container.titleMatching(), today: container.historyToday())
    }

    /// Places every row of the file at `path` and says what became of each; with `dryRun`, changes nothing.
    public func execute(_ path: String, dryRun: Bool) async throws(HistoryError) -> HistoryImportReport {
        let file = try reader.read(path)
        let (lines, fromBefore, ratingsCreated) = try await merge(file.rows, dryRun: dryRun)
        var report = HistoryImportReport(
            shape: file.shape, encoding: file.encoding, lines: lines, placedFromBefore: fromBefore, isDryRun: dryRun)
        report.ratingsCreated = ratingsCreated
        return report
    }

    /// Places the rows earlier imports kept that the catalogue in use has now; returns how many.
    public func placeKeptRows() async throws(HistoryError) -> Int {
        try await merge([], dryRun: false).placedFromBefore
    }

    /// Places the kept rows the catalogue has now, then `fileRows`; says what became of each file row.
    private func merge(
        _ fileRows: [HistoryFileRow], dryRun: Bool
    ) async throws(HistoryError) -> (lines: [HistoryImportReport.Line], placedFromBefore: Int, ratingsCreated: Int) {
        let today = today()
        let rows = fileRows.map { Self.checkingDays($0, today: today) }
        let earlier = try await repository.record().unplaced
        let placements = try await place(rows)
        let earlierPlacements = try await place(earlier)
        let apply = { @Sendable (record: inout HistoryRecord) -> ([HistoryImportReport.Line], Int, Int) in
            let ratedBefore = record.ratings.count
            var merge = HistoryMerge(today: today)
            let fromBefore = Self.placeEarlier(earlier, earlierPlacements, with: &merge, in: &record)
            let lines = zip(rows, placements).map { row, placement in
                HistoryImportReport.Line(
                    line: row.line, name: row.name, outcome: Self.apply(row, placement, with: &merge, in: &record),
                    nearMatch: Self.nearMatch(placement))
            }
            return (lines, fromBefore, record.ratings.count - ratedBefore)
        }
        guard !dryRun else {
            var copy = try await repository.record()
            return apply(&copy)
        }
        // Nothing to place and nothing kept: the file is left as it is (a read-only folder stays untouched).
        guard !rows.isEmpty || earlierPlacements.contains(where: \.isFilm) else { return ([], 0, 0) }
        return try await repository.modify { record in apply(&record) }
    }

    /// Where each row goes, in order; diary rows before watched rows of one file would not change the outcome,
    /// since a diary row replaces a watched day whichever comes first.
    private func place(_ rows: [HistoryFileRow]) async throws(HistoryError) -> [HistoryRowMatcher.Placement] {
        var placements: [HistoryRowMatcher.Placement] = []
        for row in rows { placements.append(try await matcher.place(row)) }
        return placements
    }

    /// The row with a problem added when its day is after `today` or before the first film: such a day is no
    /// day a film was seen or rated, so the row is kept, not placed.
    static func checkingDays(_ row: HistoryFileRow, today: DiaryDate) -> HistoryFileRow {
        guard let date = row.date, !row.problems.contains(where: { $0.field == .date }) else { return row }
        var checked = row
        if date > today {
            checked.problems.append(
                HistoryRowProblem(field: .date, value: date.description, reason: "is after today (\(today))"))
        } else if date.year < DiaryDate.firstFilmYear {
            checked.problems.append(
                HistoryRowProblem(
                    field: .date, value: date.description,
                    reason: "is before \(DiaryDate.firstFilmYear), the year of the first film"))
        }
        return checked
    }

    private static func apply(
        _ row: HistoryFileRow, _ placement: HistoryRowMatcher.Placement, with merge: inout HistoryMerge,
        in record: inout HistoryRecord
    ) -> HistoryImportReport.Outcome {
        switch placement {
        case .film(let movie), .nearMatch(let movie):
            return merge.place(row, of: movie, in: &record)
        case .notAFilm(let type):
            let added = merge.keep(row, in: &record)
            return added ? .notAFilm(type) : .alreadyThere
        case .withProblems(let problems):
            let added = merge.keep(row, in: &record)
            return added ? .keptWithProblems(problems) : .alreadyThere
        case .notFound, .ambiguous:
            guard merge.keep(row, in: &record) else { return .alreadyThere }
            if case .ambiguous(let choices) = placement { return .keptUnplaced(ambiguous: choices) }
            return .keptUnplaced(ambiguous: [])
        }
    }

    /// The film a near match placed the row as, for the report.
    private static func nearMatch(_ placement: HistoryRowMatcher.Placement) -> FilmChoice? {
        guard case .nearMatch(let movie) = placement else { return nil }
        return FilmChoice(movieID: movie.id.rawValue, title: movie.title, year: movie.year)
    }

    /// Places the rows earlier imports kept that the catalogue in use has now; returns how many.
    private static func placeEarlier(
        _ rows: [HistoryFileRow], _ placements: [HistoryRowMatcher.Placement], with merge: inout HistoryMerge,
        in record: inout HistoryRecord
    ) -> Int {
        var placed = 0
        for (row, placement) in zip(rows, placements) {
            let movie: Movie
            switch placement {
            case .film(let film), .nearMatch(let film): movie = film
            default: continue
            }
            guard let index = record.unplaced.firstIndex(of: row) else { continue }
            record.unplaced.remove(at: index)
            _ = merge.place(row, of: movie, in: &record)
            placed += 1
        }
        return placed
    }
}
