import DependencyInjection

/// The Search feature's keys: its use cases, registered by `SearchDependencies.autoRegister`.
extension Container {
    /// Finds films by title words (`search`, the Search tab).
    public var searchMovies: Factory<any SearchMoviesUseCase> { promised() }

    /// Shows one film in full (`detail`, the detail screen).
    public var showMovieDetail: Factory<any ShowMovieDetailUseCase> { promised() }

    /// Puts a film on the watchlist or takes it off (the detail screen's `w`).
    public var toggleWatchlist: Factory<any ToggleWatchlistUseCase> { promised() }

    /// Shows a person's films (`person`, the person view).
    public var showPerson: Factory<any ShowPersonUseCase> { promised() }
}
