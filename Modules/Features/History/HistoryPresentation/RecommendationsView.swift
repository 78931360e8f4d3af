import CatalogueDomainApi
import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// `recommend`: the films as a table with the films of yours each follows from, or JSON; listed as `similar`
/// lists films (`RankedFilmTable`).
@MainActor
struct RecommendationsView {
    let console: Console

    func text(_ films: [Recommendation], usedPeople: Bool) -> String {
        guard !films.isEmpty else { return "Nothing to recommend from the catalogue in use yet.\n" }
        let table = Table(
            columns: RankedFilmTable.columns(last: "Because you liked"),
            rows: films.enumerated().map { index, recommendation in
                RankedFilmTable.row(
                    index, Self.ranked(recommendation), why: Array(recommendation.because.prefix(2)))
            })
        return console.painter.paint("Recommended for you", .title) + "\n"
            + table.render(width: console.width, painter: console.painter)
            + (usedPeople ? "" : RankedFilmTable.withoutPeople + "\n")
    }

    /// `{"usedPeople", "films": [{"id", "title", "year", "rating", "score", "reasons", "because"}]}`.
    static func json(_ films: [Recommendation], usedPeople: Bool) -> String {
        struct Output: Encodable {
            let usedPeople: Bool
            let films: [RankedFilmTable.Film]
        }
        return JSONOutput.text(
            Output(usedPeople: usedPeople, films: films.map(Self.ranked)))
    }

    /// `recommendation` as a ranked list lists it, with the films of yours it follows from.
    private static func ranked(_ recommendation: Recommendation) -> RankedFilmTable.Film {
        let film = recommendation.film
        return RankedFilmTable.Film(
            id: film.movieID, title: film.title, year: film.year, rating: film.rating, score: film.score,
            reasons: film.reasons, because: recommendation.because)
    }
}
