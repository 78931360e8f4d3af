import DelimitedText
import FoundationEssentials
import HistoryDomainApi
import PlainText

/// The history exports Movieland reads, each recognised by its header, and how each row of it becomes a
/// `HistoryFileRow`.
struct HistoryFileShape {
    /// How the report names the shape.
    let name: String
    private let kind: HistoryFileRow.Kind
    private let columns: Columns
    /// Whether each row's kind follows from what it holds (Letterboxd's import format: a watched date makes a
    /// diary row, a rating alone a rating, neither a film marked as watched).
    private var kindFromContent = false

    /// What the error for an unknown file lists.
    static let known = [
        "IMDb's ratings export (Const, Your Rating, Date Rated, Title, ...)",
        "Letterboxd's ratings.csv, diary.csv, watched.csv and reviews.csv (Date, Name, Year, Letterboxd URI, ...)",
        "Letterboxd's import format (any of LetterboxdURI, tmdbID, imdbID, Title, Year, Directors, Rating, "
            + "Rating10, WatchedDate, Rewatch, Tags, Review), which `diary export --format letterboxd` writes",
        "Movieland's own (diary export --format csv or json, or a history.tsv)",
    ]

    /// The columns of a header line, found by name whatever their case and spacing.
    private struct Columns {
        private let names: [String]

        init(_ fields: [String]) {
            names = fields.map { $0.trimmingWhitespace().lowercased() }
        }

        func index(_ name: String) -> Int? { names.firstIndex(of: name) }

        func has(_ name: String) -> Bool { index(name) != nil }
    }

    /// The shape whose header `fields` is, or nil.
    static func recognise(header fields: [String]) -> HistoryFileShape? {
        let columns = Columns(fields)
        if columns.has("const"), columns.has("your rating"), columns.has("title") {
            return HistoryFileShape(name: "IMDb ratings export", kind: .rating, columns: columns)
        }
        if columns.has("kind"), columns.has("film id"), columns.has("title") {
            return HistoryFileShape(name: "Movieland history export", kind: .viewing, columns: columns)
        }
        if columns.has("name"), columns.has("date"), columns.has("letterboxd uri") {
            return letterboxdExport(columns)
        }
        // Letterboxd's importer reads any of its columns; a film needs a name (an id or a title), and a history
        // needs what was done with it, so that a list of titles (a watchlist) is never read as films seen.
        let names = ["letterboxduri", "tmdbid", "imdbid", "title"]
        let history = ["watcheddate", "rating", "rating10", "rewatch"]
        guard names.contains(where: columns.has), history.contains(where: columns.has) else { return nil }
        var shape = HistoryFileShape(name: "Letterboxd import CSV", kind: .watched, columns: columns)
        shape.kindFromContent = true
        return shape
    }

    /// Letterboxd's own exports: diary and reviews (a watched date), ratings (a rating), watched (neither).
    private static func letterboxdExport(_ columns: Columns) -> HistoryFileShape {
        if columns.has("watched date") {
            let name = columns.has("review") ? "Letterboxd reviews" : "Letterboxd diary"
            return HistoryFileShape(name: name, kind: .viewing, columns: columns)
        }
        if columns.has("rating") {
            return HistoryFileShape(name: "Letterboxd ratings", kind: .rating, columns: columns)
        }
        return HistoryFileShape(name: "Letterboxd watched", kind: .watched, columns: columns)
    }

    /// The row `record` holds. A value that is wrong (no title, a day that does not exist, a rating off the
    /// scale) does not lose the row: it is read with the value kept in its `problems`.
    func row(_ record: CSV.Record) -> HistoryFileRow {
        func field(_ name: String) -> String? {
            guard let index = columns.index(name), index < record.fields.count else { return nil }
            let value = record.fields[index].replacing("\u{00A0}", with: " ").trimmingWhitespace()
            return value.isEmpty ? nil : value
        }
        var row = HistoryFileRow(line: record.line, kind: kind, title: field("title") ?? field("name") ?? "")
        row.originalTitle = field("original title").flatMap { $0 == row.title ? nil : $0 }
        row.year = field("year").flatMap(Int.init).flatMap { (1800...2200).contains($0) ? $0 : nil }
        row.filmID = field("const") ?? field("film id") ?? field("imdbid")
        row.titleType = field("title type")
        if let line = field("kept line") {
            row.problems.append(
                HistoryRowProblem(field: .line, value: line, reason: "is a line a history file could not read"))
        } else if row.title.isEmpty, row.filmID == nil {
            row.problems.append(
                HistoryRowProblem(
                    field: .title, value: record.fields.joined(separator: ","), reason: "is a row with no title"))
        }
        readDate(field, into: &row)
        readRating(field, into: &row)
        row.isRewatch = ["yes", "true", "1"].contains(field("rewatch")?.lowercased() ?? "")
        row.tags = TagList.tags(field("tags") ?? "")
        // A review keeps its paragraphs, so it is read untrimmed inside.
        if let index = columns.index("review"), index < record.fields.count {
            row.review = Self.review(record.fields[index])
        }
        row.kind = kind(of: row, kindText: field("kind"))
        return row
    }

    /// A review as written, its paragraphs kept, spaces around it trimmed; nil when there is none.
    private static func review(_ text: String) -> String? {
        let review = text.replacing("\r\n", with: "\n").trimmingWhitespace()
        return review.isEmpty ? nil : review
    }

    private func readDate(_ field: (String) -> String?, into row: inout HistoryFileRow) {
        guard let text = field("watched date") ?? field("watcheddate") ?? field("date rated") ?? field("date")
        else { return }
        guard let date = Self.day(text) else {
            row.problems.append(HistoryRowProblem(field: .date, value: text, reason: "is not a day (YYYY-MM-DD)"))
            return
        }
        row.date = date
    }

    /// IMDb's "Your Rating" and Letterboxd's "Rating10" are 1–10; Letterboxd's "Rating" is stars; Movieland's
    /// names its scale.
    private func readRating(_ field: (String) -> String?, into row: inout HistoryFileRow) {
        let text: String
        let rating: FilmRating?
        if let points = field("your rating") ?? field("rating10") {
            (text, rating) = (points, FilmRating(points: points))
        } else if let given = field("rating") {
            (text, rating) = (given, field("scale") == "points" ? FilmRating(points: given) : FilmRating(stars: given))
        } else {
            return
        }
        guard let rating else {
            row.problems.append(
                HistoryRowProblem(field: .rating, value: text, reason: "is not a rating on this file's scale"))
            return
        }
        row.rating = rating
    }

    private func kind(of row: HistoryFileRow, kindText: String?) -> HistoryFileRow.Kind {
        if let kind = kindText.flatMap({ HistoryFileRow.Kind(rawValue: $0.lowercased()) }) { return kind }
        guard kindFromContent else { return kind }
        let dated = row.date != nil || row.problems.contains { $0.field == .date }
        if dated { return .viewing }
        return row.rating != nil || row.problems.contains { $0.field == .rating } ? .rating : .watched
    }

    /// `2025-02-14`, or IMDb's older `2025-02-14T10:00:00Z`-style stamps cut to their day.
    private static func day(_ text: String) -> DiaryDate? {
        guard text.count == 10 || (text.count > 10 && text.dropFirst(10).first == "T") else { return nil }
        return DiaryDate(String(text.prefix(10)))
    }
}
