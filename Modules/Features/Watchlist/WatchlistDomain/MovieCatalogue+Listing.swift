import CatalogueDomainApi

extension MovieCatalogue {
    /// Whether this catalogue has the film a watchlist entry's id names. An entry added from another source (the
    /// embedded catalogue's row numbers once the IMDb datasets are imported) does not; it stays listed.
    func has(movieID: String) -> Bool {
        self.movieID(from: movieID)?.rawValue == movieID
    }
}
