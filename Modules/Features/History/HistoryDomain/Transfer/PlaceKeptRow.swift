import CatalogueDomainApi
import DependencyInjection
import HistoryDomainApi

/// Places a kept row as the film the person names, as an import would have placed it: a diary row logged, a
/// rating set, a watched row marked. A wrong day or rating must be replaced (`date`, `rating`) first; a line a
/// history file could not read holds no film and can only be removed. The row is remembered as it came
/// (`HistoryRecord.settled`), so that importing its file again does not keep it again.
public struct PlaceKeptRow: PlaceKeptRowUseCase {
    private let history: NamedFilmHistory

    init(_ history: NamedFilmHistory) {
        self.history = history
    }

    /// The use case wired to the container's history, catalogue and clock.
    public static func make(_ container: Container) -> PlaceKeptRow {
        PlaceKeptRow(NamedFilmHistory(container))
    }

    /// Places the kept row `id` as the film `film` names, with `date` and `rating` in place of
    /// wrong ones.
    public func execute(
        _ id: String, as film: FilmName, date: DiaryDate?, rating: FilmRating?
    ) async throws(HistoryError) -> KeptRowPlaced {
        let kept = try Self.kept(id, in: try await history.repository.record())
        let row = try settled(kept, date: date, rating: rating)
        let movie = try await history.resolve.film(film)
        let today = history.today()
        return try await history.repository.modify { (record: inout HistoryRecord) throws(HistoryError) in
            let current = try Self.kept(id, in: record)
            guard current == kept else { throw .noKeptRow(id, count: record.unplaced.count) }
            record.unplaced.remove(at: kept.number - 1)
            record.settled.append(kept.row)
            var merge = HistoryMerge(today: today)
            return KeptRowPlaced(
                kept: kept, film: FilmChoice(movieID: movie.id.rawValue, title: movie.title, year: movie.year),
                outcome: merge.place(row, of: movie, in: &record))
        }
    }

    /// The kept row `id` names in `record`.
    static func kept(_ id: String, in record: HistoryRecord) throws(HistoryError) -> KeptRow {
        guard let number = KeptRow.number(in: id), number <= record.unplaced.count else {
            throw .noKeptRow(id, count: record.unplaced.count)
        }
        return KeptRow(number: number, row: record.unplaced[number - 1])
    }

    /// The row with `date` and `rating` in place of its own when given, once nothing about it is wrong.
    private func settled(_ kept: KeptRow, date: DiaryDate?, rating: FilmRating?) throws(HistoryError) -> HistoryFileRow
    {
        var row = kept.row
        if row.problems.contains(where: { $0.field == .line }) {
            throw .keptRowNeeds(
                kept.id,
                reason: "it is a line a history file could not read, no film; remove it with "
                    + "`movieland diary remove \(kept.id)`")
        }
        row.problems.removeAll { $0.field == .title }
        if let date {
            row.date = date
            row.problems.removeAll { $0.field == .date }
        }
        if let rating {
            row.rating = rating
            row.problems.removeAll { $0.field == .rating }
        }
        row = ImportHistory.checkingDays(row, today: history.today())
        if let problem = row.problems.first {
            let option = problem.field == .date ? "--date YYYY-MM-DD" : "--rating N or --stars S"
            throw .keptRowNeeds(kept.id, reason: "its \(problem.description); give \(option)")
        }
        row.titleType = nil
        return row
    }
}
