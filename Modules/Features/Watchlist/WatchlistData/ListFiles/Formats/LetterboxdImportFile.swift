import DelimitedText
import WatchlistDomain

/// `watchlist export --format letterboxd`: the CSV Letterboxd's importer documents (imdbID, Title, Year,
/// Directors). `watchlist import` reads it back by its header.
enum LetterboxdImportFile {
    static let header = ["imdbID", "Title", "Year", "Directors"]

    static func text(_ films: [ExportedFilm]) -> String {
        CSV.table(
            header: header,
            rows: films.map { film in
                [
                    film.imdbID ?? "", film.entry.title, film.entry.year.map(String.init) ?? "",
                    film.directors.joined(separator: ", "),
                ]
            })
    }

    /// Where a file with this header keeps a film's fields, when it is one of these.
    static func shape(_ header: ListFileShape.Header) -> ListFileShape? {
        guard let id = header.column("imdbid"), let title = header.column("title") else { return nil }
        return ListFileShape(
            name: "Letterboxd import file (Movieland's letterboxd export)", title: title, originalTitle: nil,
            year: header.column("year"), id: id, titleType: nil)
    }
}
