import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// `similar` and `recommend`: the films as a table with why each is there, or JSON.
@MainActor
struct SimilarFilmsView {
    let console: Console

    /// What a catalogue without people falls back on, said under the table.
    static let withoutPeople =
        "The catalogue in use has no people: these follow from genres, era and ratings only\n"
        + "(the IMDb import adds directors, writers and cast: movieland catalogue update)."

    func text(_ found: SimilarFilms) -> String {
        let title = console.painter.paint("Films like \(TextSanitizer.sanitize(found.film))", .title) + "\n"
        guard !found.films.isEmpty else { return title + "None found in the catalogue in use.\n" }
        let table = Table(
            columns: Self.columns(last: "Why"),
            rows: found.films.enumerated().map { index, film in Self.row(index, film, why: film.reasons) })
        return title + table.render(width: console.width, painter: console.painter)
            + (found.usedPeople ? "" : Self.withoutPeople + "\n")
    }

    func text(_ films: [Recommendation], usedPeople: Bool) -> String {
        guard !films.isEmpty else { return "Nothing to recommend from the catalogue in use yet.\n" }
        let table = Table(
            columns: Self.columns(last: "Because you liked"),
            rows: films.enumerated().map { index, recommendation in
                Self.row(index, recommendation.film, why: Array(recommendation.because.prefix(2)))
            })
        return console.painter.paint("Recommended for you", .title) + "\n"
            + table.render(width: console.width, painter: console.painter)
            + (usedPeople ? "" : Self.withoutPeople + "\n")
    }

    private static func columns(last: String) -> [Table.Column] {
        [
            Table.Column("#", alignment: .right), Table.Column("ID", alignment: .right),
            Table.Column("Title", isFlexible: true, minimumWidth: 10), Table.Column("Year", alignment: .right),
            Table.Column("Rating", alignment: .right), Table.Column(last, isFlexible: true, minimumWidth: 12),
        ]
    }

    private static func row(_ index: Int, _ film: SimilarFilm, why: [String]) -> [Table.Cell] {
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

    private struct Film: Encodable {
        let id: String
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var rating: Double?
        let score: Double
        let reasons: [String]
        let because: [String]?

        init(_ film: SimilarFilm, because: [String]? = nil) {
            id = film.movieID
            title = film.title
            year = film.year
            rating = film.rating
            score = (film.score * 1000).rounded() / 1000
            reasons = film.reasons
            self.because = because
        }
    }

    /// `{"film", "usedPeople", "films": [{"id", "title", "year", "rating", "score", "reasons"}]}`.
    static func json(_ found: SimilarFilms) -> String {
        struct Output: Encodable {
            let film: String
            let usedPeople: Bool
            let films: [Film]
        }
        return JSONOutput.text(
            Output(film: found.film, usedPeople: found.usedPeople, films: found.films.map { Film($0) }))
    }

    /// `{"usedPeople", "films": [{"id", "title", "year", "rating", "score", "reasons", "because"}]}`.
    static func json(_ films: [Recommendation], usedPeople: Bool) -> String {
        struct Output: Encodable {
            let usedPeople: Bool
            let films: [Film]
        }
        return JSONOutput.text(
            Output(usedPeople: usedPeople, films: films.map { Film($0.film, because: $0.because) }))
    }
}
