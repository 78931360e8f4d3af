import CatalogueDomainApi

/// The Catalogue feature's finder of similar films, answering from a fixed list per film: what the tests of
/// features that follow from similar films (recommendations) use instead of the real ranking.
public actor FakeSimilarFilmFinding: SimilarFilmFinding {
    /// The films like each film, by its id, most alike first.
    private let similar: [String: [SimilarFilm]]
    private let usedPeople: Bool
    /// The ids each call was asked to leave out, in order.
    public private(set) var excludedAsked: [Set<String>] = []

    /// A finder answering `similar[film id]`, saying people were used when `usedPeople`.
    public init(_ similar: [String: [SimilarFilm]], usedPeople: Bool = true) {
        self.similar = similar
        self.usedPeople = usedPeople
    }

    /// The first `limit` of the films given for `film`, without those of `excluded`.
    public func films(
        like film: Movie, limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> (films: [SimilarFilm], usedPeople: Bool) {
        excludedAsked.append(excluded)
        let films = (similar[film.id.rawValue] ?? []).filter { !excluded.contains($0.movieID) }
        return (Array(films.prefix(limit)), usedPeople)
    }
}
