import DelimitedText
import FoundationEssentials
import HistoryDomain
import HistoryDomainApi
import SystemIO

/// Writes `diary export`'s files: Letterboxd's import CSV, and Movieland's own CSV and JSON.
struct HistoryFileWriter: HistoryFileWriting {
    func text(_ rows: [HistoryFileRow], format: HistoryFileFormat) -> String {
        switch format {
        case .letterboxd: Self.letterboxd(rows)
        case .csv: Self.movielandCSV(rows)
        case .json: MovielandJSONHistory.text(rows)
        }
    }

    func write(_ text: String, to path: String) throws(HistoryError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw .exportNotWritten(path: path, reason: error.reason)
        }
    }

    /// The columns Letterboxd's importer reads: a rating on its own scale (Rating, stars) or IMDb's (Rating10),
    /// the day seen for a viewing, the film's IMDb id when the catalogue in use gave one, and the review. A value
    /// a kept row holds wrongly is written as it came, so that reading the file back keeps the row again.
    private static func letterboxd(_ rows: [HistoryFileRow]) -> String {
        CSV.table(
            header: ["imdbID", "Title", "Year", "Rating", "Rating10", "WatchedDate", "Rewatch", "Tags", "Review"],
            rows: rows.map { row in
                [
                    row.imdbID ?? "", row.title,
                    row.year.map(String.init) ?? "",
                    row.rating.flatMap { if case .halfStars = $0 { $0.starsText } else { nil } }
                        ?? row.value(wrongIn: .rating) ?? "",
                    row.rating.flatMap { if case .points(let points) = $0 { String(points) } else { nil } } ?? "",
                    row.kind == .viewing ? row.date?.description ?? row.value(wrongIn: .date) ?? "" : "",
                    row.isRewatch ? "true" : "false", TagList.text(row.tags), row.review ?? "",
                ]
            })
    }

    /// Every row with its kind and the rating's scale, so that `diary import` reads back the same history; a
    /// line a history file could not read goes in Kept Line as it was.
    private static func movielandCSV(_ rows: [HistoryFileRow]) -> String {
        CSV.table(
            header: [
                "Kind", "Film ID", "Title", "Original Title", "Year", "Title Type", "Date", "Rating", "Scale",
                "Rewatch", "Tags", "Review", "Kept Line",
            ],
            rows: rows.map { row in
                [
                    row.kind.rawValue, row.filmID ?? "", row.title, row.originalTitle ?? "",
                    row.year.map(String.init) ?? "", row.titleType ?? "",
                    row.date?.description ?? row.value(wrongIn: .date) ?? "",
                    row.rating.map { $0.starsText.isEmpty ? String($0.outOfTen) : $0.starsText }
                        ?? row.value(wrongIn: .rating) ?? "",
                    row.rating.map { if case .points = $0 { "points" } else { "stars" } } ?? "",
                    row.isRewatch ? "yes" : "", TagList.text(row.tags), row.review ?? "",
                    row.value(wrongIn: .line) ?? "",
                ]
            })
    }
}
