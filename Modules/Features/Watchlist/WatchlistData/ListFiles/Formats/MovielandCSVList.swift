import DelimitedText
import PlainText
import WatchlistDomain

/// `watchlist export --format csv`: a plain table (ID, Title, Year, Directors, Added). `watchlist import`
/// reads it back by its header.
enum MovielandCSVList {
    static let header = ["ID", "Title", "Year", "Directors", "Added"]

    static func text(_ films: [ExportedFilm]) -> String {
        CSV.table(
            header: header,
            rows: films.map { film in
                [
                    film.entry.movieID, film.entry.title, film.entry.year.map(String.init) ?? "",
                    film.directors.joined(separator: ", "), DateText.iso8601(film.entry.addedAt),
                ]
            })
    }

    /// Where a file with this header keeps a film's fields, when it is one of these.
    static func shape(_ header: ListFileShape.Header) -> ListFileShape? {
        guard let id = header.column("id"), let title = header.column("title"), header.column("added") != nil else {
            return nil
        }
        return ListFileShape(
            name: "Movieland CSV export", title: title, originalTitle: nil, year: header.column("year"), id: id,
            titleType: nil)
    }
}
