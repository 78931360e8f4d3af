import CatalogueDomainApi

/// The films of a film's series, found through its title's stems (`FranchiseTitle`): each title holding every
/// word of a stem is read, and those akin to the film's title kept, the surest first; then its remakes and
/// originals under another title, which the catalogue tells through the other titles it knows
/// (`MovieCatalogue.filmsSharingATitle(with:)`).
struct SeriesFilms {
    /// A film of the series, how its title is akin, and how surely (`FranchiseTitle.strength`).
    struct Member {
        let movie: Movie
        let kinship: FranchiseTitle.Kinship
        let strength: Double
        /// For a remake or original under another title, how the two share it; nil for the others.
        var sharedTitle: SharedTitleFilm?
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
        let members = index.kin(of: film.title, year: film.year).map { kin in
            Member(movie: movies[kin.position], kinship: kin.kinship, strength: kin.strength)
        }
        return members + (try await remakes(of: film, besides: members, minimumVotes: minimumVotes))
    }

    /// The films sharing a title with `film` through another title, of another year, that the catalogue does
    /// not say are of other genres (two films of unrelated genres known by one title are namesakes); those of
    /// `members` aside.
    private func remakes(
        of film: Movie, besides members: [Member], minimumVotes: Int
    ) async throws(CatalogueError) -> [Member] {
        let known = Set(members.map(\.movie.id))
        guard let year = film.year else { return [] }
        return try await catalogue.filmsSharingATitle(with: film.id).compactMap { shared in
            let movie = shared.movie
            guard movie.id != film.id, !known.contains(movie.id), (movie.votes ?? Int.max) >= minimumVotes,
                let otherYear = movie.year, otherYear != year,
                film.genres.isEmpty || movie.genres.isEmpty || !Set(film.genres).isDisjoint(with: movie.genres)
            else { return nil }
            return Member(movie: movie, kinship: .sameTitle, strength: 1, sharedTitle: shared)
        }
    }
}
