import Common
import FoundationEssentials
import WatchlistDomain
import WatchlistDomainApi

/// `watchlist export --format json`, which is what `watchlist list --json` prints: `{"entries": [{"id",
/// "title", "year", "addedAt", "inCatalogue"}]}`. `watchlist import` reads it back.
enum MovielandJSONList {
    private struct Output: Encodable {
        struct Entry: Encodable {
            let id: String
            let title: String
            @NullEncoded var year: Int?
            let addedAt: Date
            let inCatalogue: Bool
        }
        let entries: [Entry]
    }

    static func text(_ films: [ExportedFilm]) -> String {
        JSONOutput.text(
            Output(
                entries: films.map { film in
                    Output.Entry(
                        id: film.entry.movieID, title: film.entry.title, year: film.entry.year,
                        addedAt: film.entry.addedAt, inCatalogue: film.isInCatalogue)
                }))
    }

    private struct Document: Decodable {
        struct Entry: Decodable {
            let id: String
            let title: String
            let year: Int?
        }
        let entries: [Entry]
    }

    static func read(_ text: String, path: String) throws(WatchlistError) -> ListFile {
        do {
            let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
            return ListFile(
                shape: "Movieland JSON export",
                rows: document.entries.enumerated().map { index, entry in
                    ListFileRow(line: index + 1, title: entry.title, year: entry.year, id: entry.id)
                })
        } catch {
            throw .listFileMalformed(
                path: path, line: 1, reason: "JSON that is not Movieland's export (\(Self.reason(error)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at " + context.codingPath.map(\.stringValue).joined(separator: ".")
        case .dataCorrupted: return "not JSON"
        @unknown default: return "\(error)"
        }
    }
}
