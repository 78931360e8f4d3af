import DelimitedText
import FoundationEssentials
import HistoryDomainApi

/// The history exports Movieland reads, each recognised by its header, and how each row of it becomes a
/// `HistoryFileRow`.
struct HistoryFileShape {
    /// How the report names the shape.
    let name: String
    private let kind: HistoryFileRow.Kind
    private let columns: Columns

    /// What the error for an unknown file lists.
    static let known = [
        "IMDb's ratings export (Const, Your Rating, Date Rated, Title, ...)",
        "Letterboxd's ratings.csv, diary.csv, watched.csv and reviews.csv (Date, Name, Year, Letterboxd URI, ...)",
        "Movieland's own (diary export --format csv or json)",
    ]

    /// The columns of a header line, found by name whatever their case and spacing.
    private struct Columns {
        private let names: [String]

        init(_ fields: [String]) {
            names = fields.map { $0.trimmingWhitespace().lowercased() }
        }

        func index(_ name: String) -> Int? { names.firstIndex(of: name) }
    }

    /// The shape whose header `fields` is, or nil.
    static func recognise(header fields: [String]) -> HistoryFileShape? {
        let columns = Columns(fields)
        if columns.index("const") != nil, columns.index("your rating") != nil, columns.index("title") != nil {
            return HistoryFileShape(name: "IMDb ratings export", kind: .rating, columns: columns)
        }
        if columns.index("kind") != nil, columns.index("film id") != nil, columns.index("title") != nil {
            return HistoryFileShape(name: "Movieland history export", kind: .viewing, columns: columns)
        }
        guard columns.index("name") != nil, columns.index("date") != nil, columns.index("letterboxd uri") != nil
        else { return nil }
        if columns.index("watched date") != nil {
            let name = columns.index("review") != nil ? "Letterboxd reviews" : "Letterboxd diary"
            return HistoryFileShape(name: name, kind: .viewing, columns: columns)
        }
        if columns.index("rating") != nil {
            return HistoryFileShape(name: "Letterboxd ratings", kind: .rating, columns: columns)
        }
        return HistoryFileShape(name: "Letterboxd watched", kind: .watched, columns: columns)
    }

    /// The row `record` holds, or why it cannot be read.
    func row(_ record: CSV.Record) -> Result<HistoryFileRow, RowProblem> {
        func field(_ name: String) -> String? {
            guard let index = columns.index(name), index < record.fields.count else { return nil }
            let value = record.fields[index].replacing("\u{00A0}", with: " ").trimmingWhitespace()
            return value.isEmpty ? nil : value
        }
        guard let title = field("title") ?? field("name") else { return .failure(.noTitle) }
        var row = HistoryFileRow(line: record.line, kind: kind(field("kind")), title: title)
        row.originalTitle = field("original title").flatMap { $0 == title ? nil : $0 }
        row.year = field("year").flatMap(Int.init).flatMap { (1800...2200).contains($0) ? $0 : nil }
        row.filmID = field("const") ?? field("film id")
        row.titleType = field("title type")
        let dateText = field("watched date") ?? field("date rated") ?? field("date")
        if let dateText {
            guard let date = Self.day(dateText) else { return .failure(.badDate(dateText)) }
            row.date = date
        }
        switch rating(field) {
        case .success(let rating): row.rating = rating
        case .failure(let problem): return .failure(problem)
        }
        row.isRewatch = ["yes", "true", "1"].contains(field("rewatch")?.lowercased() ?? "")
        row.tags = (field("tags") ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        return .success(row)
    }

    /// Why a row cannot be read.
    enum RowProblem: Error, Equatable {
        case noTitle
        case badDate(String)
        case badRating(String)

        var reason: String {
            switch self {
            case .noTitle: "this row has no title"
            case .badDate(let text): "\"\(text)\" is not a day (YYYY-MM-DD)"
            case .badRating(let text): "\"\(text)\" is not a rating this file's scale allows"
            }
        }
    }

    private func kind(_ text: String?) -> HistoryFileRow.Kind {
        text.flatMap { HistoryFileRow.Kind(rawValue: $0.lowercased()) } ?? kind
    }

    /// IMDb's "Your Rating" is 1–10; Letterboxd's "Rating" is stars; Movieland's names its scale.
    private func rating(_ field: (String) -> String?) -> Result<FilmRating?, RowProblem> {
        if let text = field("your rating") ?? field("rating10") {
            return FilmRating(points: text).map { .success($0) } ?? .failure(.badRating(text))
        }
        guard let text = field("rating") else { return .success(nil) }
        let rating = field("scale") == "points" ? FilmRating(points: text) : FilmRating(stars: text)
        return rating.map { .success($0) } ?? .failure(.badRating(text))
    }

    /// `2025-02-14`, or IMDb's older `2025-02-14T10:00:00Z`-style stamps cut to their day.
    private static func day(_ text: String) -> DiaryDate? {
        DiaryDate(String(text.prefix(10)))
    }
}
