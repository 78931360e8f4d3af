/// The movie catalogue as other features see it: search it, look films up, list the well-known ones.
public protocol MovieCatalogue: Sendable {
    /// One page of films matching `query`, ranked and filtered.
    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage

    /// The film with `id`; `CatalogueError.notFound` when there is none.
    func movie(id: MovieID) async throws(CatalogueError) -> Movie

    /// Films whose title is exactly `title` (ignoring case, accents and a leading article), optionally of `year`.
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie]

    /// Every film with at least `minimumVotes` votes; `unsupported` for sources that cannot list.
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie]

    /// The films of `movies(minimumVotes:)` as columns of figures (`FilmPool`), for recommendations: a title or a
    /// whole film only for those asked about.
    func filmPool(minimumVotes: Int) async throws(CatalogueError) -> FilmPool

    /// The rated films with at least `minimumVotes` votes, for charts: the films of `movies(minimumVotes:)`
    /// that have a rating, as numbers only.
    func ratedFilms(minimumVotes: Int) async throws(CatalogueError) -> [RatedFilm]

    /// The figures of the films with `ids` that the source has, in the order asked; those it has not are left out.
    func figures(of ids: [MovieID]) async throws(CatalogueError) -> [FilmFigures]

    /// The id `text` denotes in this source, if it is written like one ("603", "tt0133093").
    func movieID(from text: String) -> MovieID?

    /// The genre names the catalogue records; none for a source that cannot list its films.
    func genres() -> [String]

    /// Who made and played in the film with `id`: directors and writers, then the cast in billing order; empty
    /// when the source does not know.
    func credits(of id: MovieID) async throws(CatalogueError) -> [Credit]

    /// The directors and the cast billed within the first `billedCast` credited most often across `films`, each
    /// person counted once per film, the first `limit` of each, most films first (ties in an order of the source's
    /// choosing).
    func mostCredited(in films: [MovieID], billedCast: Int, limit: Int) async throws(CatalogueError) -> CreditTally

    /// The people whose name is `name` (case, accents and typos forgiven; a surname alone finds every one of
    /// that name), best known first, the first `limit` of them; `unsupported` when the source knows no people.
    func people(named name: String, limit: Int) async throws(CatalogueError) -> PeopleResult

    /// The films of the person with `id`, of `role` only when given; `notFound` when there is no such person.
    func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography

    /// The person id `text` denotes in this source, if it is written like one ("nm0000206").
    func personID(from text: String) -> PersonID?

    /// The films whose title is another title of the film with `id`, or one of whose other titles is its title
    /// (`SharedTitleFilm`), films of the very same title aside; empty when the source knows no other titles.
    func filmsSharingATitle(with id: MovieID) async throws(CatalogueError) -> [SharedTitleFilm]
}

extension MovieCatalogue {
    /// A source that cannot list its films (OMDb, TMDB) knows no list of genres.
    public func genres() -> [String] { [] }

    /// A source without people credits no one.
    public func credits(of id: MovieID) async throws(CatalogueError) -> [Credit] { [] }

    /// Each film's `movie(id:)`, the films the source has not left out.
    public func figures(of ids: [MovieID]) async throws(CatalogueError) -> [FilmFigures] {
        var figures: [FilmFigures] = []
        for id in ids {
            do {
                figures.append(FilmFigures(try await movie(id: id)))
            } catch {
                switch error {
                case .notFound, .unknownID: continue
                default: throw error
                }
            }
        }
        return figures
    }

    /// Counted from each film's `credits(of:)`, by person (two people of one name are two entries).
    public func mostCredited(
        in films: [MovieID], billedCast: Int, limit: Int
    ) async throws(CatalogueError) -> CreditTally {
        var directors: [PersonID: CreditTally.Entry] = [:], actors: [PersonID: CreditTally.Entry] = [:]
        var knowsPeople = false
        func count(_ credits: [Credit], in counts: inout [PersonID: CreditTally.Entry]) {
            for credit in Dictionary(credits.map { ($0.person, $0) }, uniquingKeysWith: { first, _ in first }).values {
                counts[credit.person] = CreditTally.Entry(
                    name: credit.name, films: (counts[credit.person]?.films ?? 0) + 1)
            }
        }
        for film in films {
            let credits = try await credits(of: film)
            knowsPeople = knowsPeople || !credits.isEmpty
            count(credits.filter { $0.role == .director }, in: &directors)
            count(credits.filter { $0.role == .actor && ($0.billing ?? Int.max) <= billedCast }, in: &actors)
        }
        return CreditTally(
            directors: CreditTally.ranked(Array(directors.values), limit: limit),
            actors: CreditTally.ranked(Array(actors.values), limit: limit), knowsPeople: knowsPeople)
    }

    /// A source without people finds no one.
    public func people(named name: String, limit: Int) async throws(CatalogueError) -> PeopleResult {
        throw Self.hasNoPeople
    }

    /// A source without people has no filmographies.
    public func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography {
        throw Self.hasNoPeople
    }

    /// What a source without people says when asked for them.
    private static var hasNoPeople: CatalogueError {
        .unsupported("this source has no people; import IMDb's datasets (movieland catalogue update)")
    }

    /// A source without people has no person ids.
    public func personID(from text: String) -> PersonID? { nil }

    /// A source that keeps no other titles shares none.
    public func filmsSharingATitle(with id: MovieID) async throws(CatalogueError) -> [SharedTitleFilm] { [] }

    /// The pool of `movies(minimumVotes:)`.
    public func filmPool(minimumVotes: Int) async throws(CatalogueError) -> FilmPool {
        FilmPool(try await movies(minimumVotes: minimumVotes))
    }

    /// The rated films among `movies(minimumVotes:)`.
    public func ratedFilms(minimumVotes: Int) async throws(CatalogueError) -> [RatedFilm] {
        try await movies(minimumVotes: minimumVotes).compactMap(RatedFilm.init)
    }
}
