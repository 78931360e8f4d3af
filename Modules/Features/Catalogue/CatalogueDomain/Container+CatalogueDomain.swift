import DependencyInjection

/// The Catalogue feature's keys: its data sources and its maintenance, registered by
/// `CatalogueDependencies.autoRegister` (the one place the feature is put together).
extension Container {
    /// Where films come from: the embedded catalogue, an IMDb import, or an online API. Not a singleton: the
    /// source's own factory decides what is shared (an offline catalogue stays open while something holds it).
    public var movieRepository: Factory<any MovieRepository> { promised() }

    /// Where the offline catalogue is kept and imported to.
    public var catalogueLibrary: Factory<any CatalogueLibrary> { promised().singleton }

    /// Imports, updates, describes and resets the offline catalogue (`catalogue`).
    public var maintainCatalogue: Factory<any MaintainCatalogueUseCase> { promised() }
}
