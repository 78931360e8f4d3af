import DependencyInjection
import SearchDomainApi
import WatchlistDomainApi

extension Container {
    /// The Search feature's data source; registered by `SearchDependencies.autoRegister`.
    public var movieRepository: Factory<any MovieRepository> { promised().singleton }

    public var searchMovies: Factory<any SearchMoviesUseCase> {
        self { SearchMovies(repository: self.movieRepository()) }
    }

    public var movieDetail: Factory<any MovieDetailUseCase> {
        self {
            ShowMovieDetail(
                resolve: ResolveMovie(catalogue: self.movieCatalogue(), repository: self.movieRepository()),
                watchlist: self.watchlistQuerying())
        }
    }

    /// Where the offline catalogue is kept; registered by `SearchDependencies.autoRegister`.
    public var catalogueLibrary: Factory<any CatalogueLibrary> { promised().singleton }

    public var catalogueMaintenance: Factory<any CatalogueMaintenanceUseCase> {
        self { MaintainCatalogue(library: self.catalogueLibrary()) }
    }

    public var toggleWatchlist: Factory<any ToggleWatchlistUseCase> {
        self { ToggleWatchlist(watchlist: self.watchlistEditing()) }
    }
}
