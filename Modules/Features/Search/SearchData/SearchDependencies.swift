import DependencyInjection
import SearchDomain
import SearchDomainApi

/// Registers the Search feature's implementations.
public enum SearchDependencies: AutoRegistering {
    /// Registers the embedded catalogue, the default source.
    public static func autoRegister(_ container: Container) {
        register(.embedded, in: container)
    }

    /// Selects the data source every Search use case and the shared `MovieCatalogue` use.
    public static func register(_ source: CatalogueSource, in container: Container) {
        container.movieRepository.register { source.makeRepository() }
        container.movieCatalogue.register { RepositoryCatalogue(repository: container.movieRepository()) }
    }
}
