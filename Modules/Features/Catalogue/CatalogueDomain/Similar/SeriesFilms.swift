import CatalogueDomainApi

/// The films of a film's series, found through its title's stems (`FranchiseTitle`): each title holding every
/// word of a stem is read, and those akin to the film's title kept, the surest first.
struct SeriesFilms {
    /// A film of the series, how its title is akin, and how surely (`FranchiseTitle.strength`).
    struct Member {
        let movie: Movie
        let kinship: FranchiseTitle.Kinship
        let strength: Double
    }

    /// The most titles read for one stem.
    static let titlesRead = 300

    let catalogue: any MovieCatalogue

    /// The films of `film`'s series with at least `minimumVotes` votes when the catalogue counts them.
    func members(of film: Movie, minimumVotes: Int) async throws(CatalogueError) -> [Member] {
        var found: [MovieID: Movie] = [:]
        for stem in FranchiseTitle(film.title).stems {
            let variants =
                stem.contains(" ") ? [stem] : [stem, stem.hasSuffix("s") ? String(stem.dropLast()) : stem + "s"]
            for text in variants {
                var query = SearchQuery(text: text, limit: Self.titlesRead)
                query.everyWordAsWritten = true
                let page: SearchResultPage
                do {
                    page = try await catalogue.search(query)
                } catch {
                    if case .unsupported = error { return [] }
                    throw error
                }
                for movie in page.movies where movie.id != film.id && (movie.votes ?? Int.max) >= minimumVotes {
                    found[movie.id] = movie
                }
            }
        }
        let movies = found.values.sorted { $0.id < $1.id }
        let index = FranchiseIndex(titles: movies.map(\.title), years: movies.map(\.year))
        return index.kin(of: film.title, year: film.year).map { kin in
            Member(movie: movies[kin.position], kinship: kin.kinship, strength: kin.strength)
        }
    }
}
