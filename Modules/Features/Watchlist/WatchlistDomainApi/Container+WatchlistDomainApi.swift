import DependencyInjection

/// What the Watchlist feature offers the others; registered by `WatchlistDependencies.autoRegister`.
extension Container {
    /// Whether a film is listed (the detail screen's mark).
    public var watchlistQuerying: Factory<any WatchlistQuerying> { promised() }

    /// Adds or removes a film in one step (the detail screen's `w`).
    public var watchlistEditing: Factory<any WatchlistEditing> { promised() }
}
