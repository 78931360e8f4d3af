import Common
import DesignSystem
import Foundation
import WatchlistDomain

/// The files `watchlist export` writes.
enum WatchlistExportFormat: String, CaseIterable, Sendable {
    /// The CSV Letterboxd's importer documents: imdbID, Title, Year, Directors.
    case letterboxd
    /// A plain table: ID, Title, Year, Directors, Added.
    case csv
    /// What `watchlist list --json` prints.
    case json

    /// `films` in this format; `notInCatalogue` marks the JSON entries the catalogue in use does not have.
    func text(_ films: [ExportedFilm], notInCatalogue: Set<String>) -> String {
        switch self {
        case .letterboxd:
            CSVText.table(
                header: ["imdbID", "Title", "Year", "Directors"],
                rows: films.map { film in
                    [
                        film.imdbID ?? "", film.entry.title, film.entry.year.map(String.init) ?? "",
                        film.directors.joined(separator: ", "),
                    ]
                })
        case .csv:
            CSVText.table(
                header: ["ID", "Title", "Year", "Directors", "Added"],
                rows: films.map { film in
                    [
                        film.entry.movieID, film.entry.title, film.entry.year.map(String.init) ?? "",
                        film.directors.joined(separator: ", "), ISO8601DateFormatter().string(from: film.entry.addedAt),
                    ]
                })
        case .json:
            WatchlistView.json(films.map(\.entry), notInCatalogue: notInCatalogue)
        }
    }
}

/// CSV as RFC 4180 writes it: CRLF line ends, a field quoted when it holds a comma, a quote or a line break.
enum CSVText {
    static func table(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field; control characters (from the catalogue's data) are dropped first.
    static func field(_ value: String) -> String {
        let clean = TextSanitizer.sanitize(value)
        guard clean.contains(where: { $0 == "," || $0 == "\"" }) || clean.hasPrefix(" ") || clean.hasSuffix(" ")
        else { return clean }
        return "\"" + clean.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
