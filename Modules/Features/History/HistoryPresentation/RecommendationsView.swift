import CataloguePresentation
import Common
import DesignSystem
import HistoryDomainApi
import Terminal

/// `recommend`: the films as a table with the films of yours each follows from, or JSON; listed as `similar`
/// lists films (`SimilarFilmTable`).
@MainActor
struct RecommendationsView {
    let console: Console

    func text(_ films: [Recommendation], usedPeople: Bool) -> String {
        guard !films.isEmpty else { return "Nothing to recommend from the catalogue in use yet.\n" }
        let table = Table(
            columns: SimilarFilmTable.columns(last: "Because you liked"),
            rows: films.enumerated().map { index, recommendation in
                SimilarFilmTable.row(index, recommendation.film, why: Array(recommendation.because.prefix(2)))
            })
        return console.painter.paint("Recommended for you", .title) + "\n"
            + table.render(width: console.width, painter: console.painter)
            + (usedPeople ? "" : SimilarFilmTable.withoutPeople + "\n")
    }

    /// `{"usedPeople", "films": [{"id", "title", "year", "rating", "score", "reasons", "because"}]}`.
    static func json(_ films: [Recommendation], usedPeople: Bool) -> String {
        struct Output: Encodable {
            let usedPeople: Bool
            let films: [SimilarFilmTable.Film]
        }
        return JSONOutput.text(
            Output(usedPeople: usedPeople, films: films.map { SimilarFilmTable.Film($0.film, because: $0.because) }))
    }
}
