import DependencyInjection

/// What other features may ask of the watchlist.
public protocol WatchlistQuerying: Sendable {
    /// Whether the film with this id is on the watchlist.
    func contains(movieID: String) async throws(WatchlistError) -> Bool
}

extension Container {
    /// Registered by `WatchlistDependencies.autoRegister`.
    public var watchlistQuerying: Factory<any WatchlistQuerying> { promised() }
}
