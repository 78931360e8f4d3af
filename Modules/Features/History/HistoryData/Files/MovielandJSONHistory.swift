import Common
import FoundationEssentials
import HistoryDomainApi

/// `diary export --format json`: `{"version": 1, "rows": [{"kind": "rating" | "viewing" | "watched", "filmID",
/// "title", "originalTitle", "year", "titleType", "date", "rating": {"scale", "value"}, "rewatch", "tags",
/// "review", "problems": [{"field", "value", "reason"}]}]}`, every rating, viewing and kept row; `diary import`
/// reads it back. A row that cannot be read is kept with its problem; the others are read.
enum MovielandJSONHistory {
    private struct Document: Encodable {
        struct Row: Encodable {
            let kind: HistoryFileRow.Kind
            @NullEncoded var filmID: String?
            let title: String
            @NullEncoded var originalTitle: String?
            @NullEncoded var year: Int?
            @NullEncoded var titleType: String?
            @NullEncoded var date: String?
            @NullEncoded var rating: FilmRating?
            let rewatch: Bool
            let tags: [String]
            @NullEncoded var review: String?
            let problems: [HistoryRowProblem]
        }
        let version: Int
        let rows: [Row]
    }

    private struct Input: Decodable {
        struct Row: Decodable {
            let kind: HistoryFileRow.Kind
            let filmID: String?
            let title: String
            let originalTitle: String?
            let year: Int?
            let titleType: String?
            let date: String?
            let rating: FilmRating?
            let rewatch: Bool
            let tags: [String]
            let review: String?
            let problems: [HistoryRowProblem]?
        }

        /// A row, or why it is none: one bad row never stops the others.
        struct Item: Decodable {
            let row: Result<Row, any Error>

            init(from decoder: any Decoder) throws {
                do { row = .success(try Row(from: decoder)) } catch { row = .failure(error) }
            }
        }
        let version: Int
        let rows: [Item]
    }

    static func text(_ rows: [HistoryFileRow]) -> String {
        JSONOutput.text(
            Document(
                version: 1,
                rows: rows.map {
                    Document.Row(
                        kind: $0.kind, filmID: $0.filmID, title: $0.title, originalTitle: $0.originalTitle,
                        year: $0.year, titleType: $0.titleType,
                        date: $0.date?.description ?? $0.value(wrongIn: .date), rating: $0.rating,
                        rewatch: $0.isRewatch, tags: $0.tags, review: $0.review, problems: $0.problems)
                }))
    }

    static func rows(_ text: String, path: String) throws(HistoryError) -> [HistoryFileRow] {
        let document: Input
        do {
            document = try JSONDecoder().decode(Input.self, from: Data(text.utf8))
        } catch {
            throw .fileMalformed(path: path, line: 1, reason: "this JSON is not a Movieland history export")
        }
        return document.rows.enumerated().map { index, item in
            switch item.row {
            case .success(let row): return Self.row(row, number: index + 1)
            case .failure:
                return HistoryFileRow(
                    line: index + 1, kind: .viewing, title: "",
                    problems: [
                        HistoryRowProblem(
                            field: .line, value: "row \(index + 1)",
                            reason: "row \(index + 1) of the JSON is not a history row (kind, title, rewatch, tags)")
                    ])
            }
        }
    }

    /// The row as read; a day that is no day is kept as written, in its problems.
    private static func row(_ item: Input.Row, number: Int) -> HistoryFileRow {
        var row = HistoryFileRow(
            line: number, kind: item.kind, title: item.title, originalTitle: item.originalTitle, year: item.year,
            filmID: item.filmID, titleType: item.titleType, rating: item.rating, isRewatch: item.rewatch,
            tags: item.tags, review: item.review, problems: item.problems ?? [])
        if let text = item.date {
            if let date = DiaryDate(text) {
                row.date = date
            } else if !row.problems.contains(where: { $0.field == .date }) {
                row.problems.append(HistoryRowProblem(field: .date, value: text, reason: "is not a day (YYYY-MM-DD)"))
            }
        }
        return row
    }
}
