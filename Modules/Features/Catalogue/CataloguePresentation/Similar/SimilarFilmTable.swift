import CatalogueDomainApi
import Common
import DesignSystem

/// How a film like another is listed, in `similar` and in the History feature's `recommend`: a table row with
/// why it is there, or a JSON object; and what is said when the catalogue had no people to go by.
public enum SimilarFilmTable {
    /// What a catalogue without people falls back on, said under the table.
    public static let withoutPeople =
        "The catalogue in use has no people: these follow from genres, era and ratings only\n"
        + "(the IMDb import adds directors, writers and cast: movieland catalogue update)."

    /// The table's columns: number, id, title, year, rating, then `last` (why each film is there).
    public static func columns(last: String) -> [Table.Column] {
        [
            Table.Column("#", alignment: .right), Table.Column("ID", alignment: .right),
            Table.Column("Title", isFlexible: true, minimumWidth: 10), Table.Column("Year", alignment: .right),
            Table.Column("Rating", alignment: .right), Table.Column(last, isFlexible: true, minimumWidth: 12),
        ]
    }

    /// The row of `film`, the `index`th from 0, with `why` in the last column.
    public static func row(_ index: Int, _ film: SimilarFilm, why: [String]) -> [Table.Cell] {
        [
            Table.Cell(String(index + 1)), Table.Cell(film.movieID, style: .muted), Table.Cell(film.title),
            Table.Cell(film.year.map(String.init) ?? ""), Table.Cell(film.rating.map(Self.decimal) ?? ""),
            Table.Cell(why.joined(separator: "; "), style: .muted),
        ]
    }

    private static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A film as JSON: `{"id", "title", "year", "rating", "score", "reasons"}`, and `because` when given.
    public struct Film: Encodable {
        let id: String
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var rating: Double?
        let score: Double
        let reasons: [String]
        let because: [String]?

        /// `film`, with the films of yours it follows from when it is a recommendation.
        public init(_ film: SimilarFilm, because: [String]? = nil) {
            id = film.movieID
            title = film.title
            year = film.year
            rating = film.rating
            score = (film.score * 1000).rounded() / 1000
            reasons = film.reasons
            self.because = because
        }
    }
}
