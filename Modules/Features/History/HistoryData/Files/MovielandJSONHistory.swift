import Common
import FoundationEssentials
import HistoryDomainApi

/// `diary export --format json`: `{"version": 1, "rows": [{"kind": "rating" | "viewing" | "watched", "filmID",
/// "title", "originalTitle", "year", "titleType", "date", "rating": {"scale", "value"}, "rewatch", "tags"}]}`,
/// every rating, viewing and unplaced row; `diary import` reads it back.
enum MovielandJSONHistory {
    private struct Document: Encodable {
        struct Row: Encodable {
            let kind: HistoryFileRow.Kind
            @NullEncoded var filmID: String?
            let title: String
            @NullEncoded var originalTitle: String?
            @NullEncoded var year: Int?
            @NullEncoded var titleType: String?
            @NullEncoded var date: DiaryDate?
            @NullEncoded var rating: FilmRating?
            let rewatch: Bool
            let tags: [String]
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
            let date: DiaryDate?
            let rating: FilmRating?
            let rewatch: Bool
            let tags: [String]
        }
        let version: Int
        let rows: [Row]
    }

    static func text(_ rows: [HistoryFileRow]) -> String {
        JSONOutput.text(
            Document(
                version: 1,
                rows: rows.map {
                    Document.Row(
                        kind: $0.kind, filmID: $0.filmID, title: $0.title, originalTitle: $0.originalTitle,
                        year: $0.year, titleType: $0.titleType, date: $0.date, rating: $0.rating,
                        rewatch: $0.isRewatch, tags: $0.tags)
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
            HistoryFileRow(
                line: index + 1, kind: item.kind, title: item.title, originalTitle: item.originalTitle, year: item.year,
                filmID: item.filmID, titleType: item.titleType, date: item.date, rating: item.rating,
                isRewatch: item.rewatch, tags: item.tags)
        }
    }
}
