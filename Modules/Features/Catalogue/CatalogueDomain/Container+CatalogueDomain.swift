import DependencyInjection

/// The Catalogue feature's keys: its data sources, its maintenance and its pages, registered by
/// `CatalogueDependencies.autoRegister` (the one place the feature is put together).
extension Container {
    /// Where the offline catalogue is kept and imported to.
    public var catalogueLibrary: Factory<any CatalogueLibrary> { promised().singleton }

    /// Imports, updates, describes and resets the offline catalogue (`catalogue`).
    public var maintainCatalogue: Factory<any MaintainCatalogueUseCase> { promised() }

    /// The films like one a person names (`similar`).
    public var findSimilarFilms: Factory<any FindSimilarFilmsUseCase> { promised() }

    /// Shows one film in full (`detail`, a film's page).
    public var showMovieDetail: Factory<any ShowMovieDetailUseCase> { promised() }

    /// Puts a film on the watchlist or takes it off (`w` on a film's page and on a person's films).
    public var toggleWatchlist: Factory<any ToggleWatchlistUseCase> { promised() }

    /// Shows a person's films (`person`, a person's page).
    public var showPerson: Factory<any ShowPersonUseCase> { promised() }
}
