import DependencyInjection

/// The Search feature's keys: its data sources and its use cases, all registered by
/// `SearchDependencies.autoRegister` (the one place the feature is put together).
extension Container {
    /// Where films come from: the embedded catalogue, an IMDb import, or an online API. Not a singleton: the
    /// source's own factory decides what is shared (an offline catalogue stays open while something holds it).
    public var movieRepository: Factory<any MovieRepository> { promised() }

    /// Where the offline catalogue is kept and imported to.
    public var catalogueLibrary: Factory<any CatalogueLibrary> { promised().singleton }

    /// Finds films by title words (`search`, the Search tab).
    public var searchMovies: Factory<any SearchMoviesUseCase> { promised() }

    /// Shows one film in full (`detail`, the detail screen).
    public var showMovieDetail: Factory<any ShowMovieDetailUseCase> { promised() }

    /// Puts a film on the watchlist or takes it off (the detail screen's `w`).
    public var toggleWatchlist: Factory<any ToggleWatchlistUseCase> { promised() }

    /// Imports, updates, describes and resets the offline catalogue (`catalogue`).
    public var maintainCatalogue: Factory<any MaintainCatalogueUseCase> { promised() }
}
