/// What other features may ask of the watchlist.
public protocol WatchlistQuerying: Sendable {
    /// Whether the film with this id is on the watchlist.
    func contains(movieID: String) async throws(WatchlistError) -> Bool
}
