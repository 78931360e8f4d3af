import CatalogueDomain
import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// `similar`: the films like one as a table with why each is there, or JSON; a film not found with the films to
/// choose from.
@MainActor
struct SimilarFilmsView {
    let console: Console
    let format: OutputFormat

    func render(_ state: SimilarFilmsViewState) {
        switch state.phase {
        case .idle, .loading:
            return
        case .failed(let error):
            console.writeError(
                FilmChoiceLines.failure(
                    SimilarFilmsErrorMessages(mode: .commandLine).text(for: error),
                    choices: error.candidates.map { ($0.movieID, $0.name) },
                    program: console.programName))
        case .loaded(let found):
            console.write(format == .json ? Self.json(found) : text(found))
        }
    }

    func text(_ found: SimilarFilms) -> String {
        let title = console.painter.paint("Films like \(TextSanitizer.sanitize(found.film))", .title) + "\n"
        guard !found.films.isEmpty else { return title + "None found in the catalogue in use.\n" }
        let marks = SeenMarks(found.marks)
        return title + Self.table(found.films, marks: marks).render(width: console.width, painter: console.painter)
            + (marks.isShown(for: found.films.map(\.movieID))
                ? SeenMarks.legend(width: console.width, painter: console.painter) : "")
            + (found.usedPeople ? "" : RankedFilmTable.withoutPeople + "\n")
    }

    /// The films as `similar` lists them, with the `SeenMarks` column when one of them is marked.
    static func table(_ films: [SimilarFilm], marks: SeenMarks) -> Table {
        let marked = marks.isShown(for: films.map(\.movieID))
        return Table(
            columns: RankedFilmTable.columns(last: "Why", marked: marked),
            rows: films.enumerated().map { index, film in
                RankedFilmTable.row(
                    index, Self.ranked(film), why: film.reasons, mark: marked ? marks.cell(for: film.movieID) : nil)
            })
    }

    /// `{"film", "usedPeople", "films": [{"id", "title", "year", "rating", "score", "reasons", "seen", "timesSeen",
    /// "yourRating"}]}`.
    static func json(_ found: SimilarFilms) -> String {
        struct Output: Encodable {
            let film: String
            let usedPeople: Bool
            let films: [SeenMarks.MarkedJSON<RankedFilmTable.Film>]
        }
        return JSONOutput.text(
            Output(film: found.film, usedPeople: found.usedPeople, films: marked(found.films, SeenMarks(found.marks))))
    }

    /// `films` as JSON, each with its mark.
    static func marked(_ films: [SimilarFilm], _ marks: SeenMarks) -> [SeenMarks.MarkedJSON<RankedFilmTable.Film>] {
        films.map { marks.json(Self.ranked($0), id: $0.movieID) }
    }

    /// `film` as a ranked list lists it.
    private static func ranked(_ film: SimilarFilm) -> RankedFilmTable.Film {
        RankedFilmTable.Film(
            id: film.movieID, title: film.title, year: film.year, rating: film.rating, score: film.score,
            reasons: film.reasons)
    }
}
