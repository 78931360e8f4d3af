import DependencyInjection

/// The Catalogue feature's keys: its data sources and its maintenance, registered by
/// `CatalogueDependencies.autoRegister` (the one place the feature is put together).
extension Container {
    /// Where the offline catalogue is kept and imported to.
    public var catalogueLibrary: Factory<any CatalogueLibrary> { promised().singleton }

    /// Imports, updates, describes and resets the offline catalogue (`catalogue`).
    public var maintainCatalogue: Factory<any MaintainCatalogueUseCase> { promised() }

    /// The films like one a person names (`similar`).
    public var findSimilarFilms: Factory<any FindSimilarFilmsUseCase> { promised() }
}
