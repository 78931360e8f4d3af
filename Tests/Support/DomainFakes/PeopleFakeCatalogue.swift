import CatalogueDomainApi

/// A catalogue that knows people, as the IMDb import does: `FakeMovieCatalogue`'s films, each film's credits as
/// given, and each person's filmography made from them.
public struct PeopleFakeCatalogue: MovieCatalogue {
    /// The films.
    public let fake: FakeMovieCatalogue
    /// Each film's credits, by film id.
    public let credits: [String: [Credit]]

    /// A catalogue of `films` crediting `credits` (by film id).
    public init(_ films: [Movie], credits: [String: [Credit]]) {
        fake = FakeMovieCatalogue(films)
        self.credits = credits
    }

    /// `FakeMovieCatalogue`'s search.
    public func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        try await fake.search(query)
    }
    /// The film with `id`.
    public func movie(id: MovieID) async throws(CatalogueError) -> Movie { try await fake.movie(id: id) }
    /// The films of exactly that title.
    public func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        try await fake.movies(titled: title, year: year)
    }
    /// Every film.
    public func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { fake.films }
    /// The id `text` denotes, as `FakeMovieCatalogue` reads ids.
    public func movieID(from text: String) -> MovieID? { fake.movieID(from: text) }
    /// The film's credits as given.
    public func credits(of id: MovieID) async throws(CatalogueError) -> [Credit] { credits[id.rawValue] ?? [] }

    /// The films crediting the person, each with the person's credit; `notFound` when none does.
    public func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography {
        let entries = fake.films.flatMap { film in
            (credits[film.id.rawValue] ?? []).filter { $0.person == id && (role == nil || $0.role == role) }
                .map { Filmography.Entry(movie: film, credit: $0) }
        }
        guard let first = entries.first else { throw .notFound("no \(id)") }
        return Filmography(
            person: Person(id: id, name: first.credit.name, filmCount: entries.count, knownFor: []), entries: entries)
    }

    /// A credit of `name` (also their id) in `role`, at `billing`.
    public static func credit(_ name: String, _ role: CreditRole, billing: Int? = nil) -> Credit {
        Credit(person: PersonID(name), name: name, role: role, category: role.rawValue, billing: billing)
    }
}
