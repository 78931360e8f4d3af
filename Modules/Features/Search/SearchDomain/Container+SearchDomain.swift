import DependencyInjection

/// The Search feature's keys: its use cases, registered by `SearchDependencies.autoRegister`.
extension Container {
    /// Finds films by title words (`search`, the Search tab).
    public var searchMovies: Factory<any SearchMoviesUseCase> { promised() }

    /// Marks the films found that you have seen or rated (`search`, the Search tab).
    public var markSeenFilms: Factory<any MarkSeenFilmsUseCase> { promised() }

    /// Puts a film of the results on the watchlist or takes it off (the Search tab's `w`).
    public var toggleWatchlist: Factory<any ToggleWatchlistUseCase> { promised() }
}
