import CatalogueDomainApi
import Common
import SearchDomain

/// What the search screen shows.
struct SearchViewState: Sendable, Equatable {
    var query: SearchQuery?
    var phase: LoadPhase<SearchResultPage, CatalogueError> = .idle
    /// The marks of the films found that you have seen or rated.
    var marks = SeenMarks()
    /// What the last watchlist change from the results did, or why it failed.
    var watchlistNotice: String?
}

/// What a person can do on the search screen.
enum SearchIntent: Sendable {
    case search(SearchQuery)
    /// Back to no query and no results (the search field was emptied).
    case clear
    /// Adds a film of the results to the watchlist, or removes it when it is listed.
    case toggleWatchlist(Movie)
}

/// Runs searches and turns their outcome into view state.
@MainActor
final class SearchViewModel: ViewModel<SearchViewState, SearchIntent> {
    private let searchMovies: any SearchMoviesUseCase
    private let toggleWatchlist: (any ToggleWatchlistUseCase)?
    private let markSeenFilms: (any MarkSeenFilmsUseCase)?

    /// Without `toggleWatchlist` (the `search` command), `.toggleWatchlist` does nothing; without `markSeenFilms`
    /// no film is marked.
    init(
        searchMovies: any SearchMoviesUseCase, toggleWatchlist: (any ToggleWatchlistUseCase)? = nil,
        markSeenFilms: (any MarkSeenFilmsUseCase)? = nil
    ) {
        self.searchMovies = searchMovies
        self.toggleWatchlist = toggleWatchlist
        self.markSeenFilms = markSeenFilms
        super.init(initialState: SearchViewState())
    }

    override func handle(_ intent: SearchIntent) async {
        switch intent {
        case .search(let query):
            await load {
                $0.phase = $1
            } prepare: {
                $0.query = query
                $0.marks = SeenMarks()
            } work: { () throws(CatalogueError) in
                try await searchMovies.execute(query)
            }
            await markFilmsFound()
        case .clear:
            update { $0 = SearchViewState() }
        case .toggleWatchlist(let movie):
            guard let toggleWatchlist else { return }
            let outcome = await toggleWatchlist.execute(movie)
            update { $0.watchlistNotice = outcome.notice }
        }
    }

    /// Marks the films just found that you have seen or rated (a search replaced by a newer one marks nothing).
    private func markFilmsFound() async {
        guard let markSeenFilms, case .loaded(let page) = state.phase, !page.movies.isEmpty else { return }
        let found = await markSeenFilms.execute(page.movies)
        guard !Task.isCancelled else { return }
        update { $0.marks = SeenMarks(found) }
    }
}
