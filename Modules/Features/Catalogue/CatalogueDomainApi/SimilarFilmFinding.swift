/// Finds the films like one, offline, from what the catalogue in use knows: what `similar` shows. (The History
/// feature's recommendations score the catalogue themselves, sharing `FranchiseTitle` with it.)
public protocol SimilarFilmFinding: Sendable {
    /// The `limit` films most like `film`, most alike first, without those whose ids are in `excluded`; and
    /// whether the catalogue's people were used (without them only genres, era and ratings count).
    func films(
        like film: Movie, limit: Int, excluding excluded: Set<String>
    ) async throws(CatalogueError) -> (films: [SimilarFilm], usedPeople: Bool)
}
