import Common
import SearchDomain
import SearchDomainApi

/// What the search screen shows.
public struct SearchViewState: Sendable, Equatable {
    public var query: SearchQuery?
    public var phase: LoadPhase<SearchResultPage> = .idle
}

/// What a person can do on the search screen.
public enum SearchIntent: Sendable {
    case search(SearchQuery)
    /// Back to no query and no results (the search field was emptied).
    case clear
}

/// Runs searches and turns their outcome into view state.
@MainActor
public final class SearchViewModel: ViewModel<SearchViewState, SearchIntent> {
    private let searchMovies: any SearchMoviesUseCase

    public init(searchMovies: any SearchMoviesUseCase) {
        self.searchMovies = searchMovies
        super.init(initialState: SearchViewState())
    }

    public override func handle(_ intent: SearchIntent) async {
        switch intent {
        case .search(let query):
            await load(\.phase, prepare: { $0.query = query }) { () throws(CatalogueError) in
                try await searchMovies.execute(query)
            }
        case .clear:
            update { $0 = SearchViewState() }
        }
    }
}
