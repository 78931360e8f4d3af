import DependencyInjection

/// What the Catalogue feature offers the others; registered by `CatalogueDependencies`.
extension Container {
    /// The catalogue of the selected source; registered by `CatalogueDependencies.autoRegister`. A light view of
    /// the source's repository, made for each use case, so no singleton keeps a replaced catalogue file open.
    public var movieCatalogue: Factory<any MovieCatalogue> { promised() }
}
