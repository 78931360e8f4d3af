import Common
import DesignSystem
import FoundationEssentials
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
                        film.directors.joined(separator: ", "), DateText.iso8601(film.entry.addedAt),
                    ]
                })
        case .json:
            WatchlistView.json(films.map(\.entry), notInCatalogue: notInCatalogue)
        }
    }
}
