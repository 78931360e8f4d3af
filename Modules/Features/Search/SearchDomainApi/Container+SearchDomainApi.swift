import DependencyInjection

/// What the Search feature offers the others; registered by `SearchDependencies`.
extension Container {
    /// The catalogue of the selected source; registered by `SearchDependencies.autoRegister`.
    public var movieCatalogue: Factory<any MovieCatalogue> { promised().singleton }
}
