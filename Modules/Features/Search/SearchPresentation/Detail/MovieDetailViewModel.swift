import CatalogueDomainApi
import Common
import DependencyInjection
import SearchDomain

/// What the detail screen shows.
struct MovieDetailViewState: Sendable, Equatable {
    enum Phase: Sendable, Equatable {
        case idle
        case loading
        case loaded(MovieDetail)
        /// Nothing found: a message and close matches to offer.
        case notFound(String, suggestions: [Movie])
        /// Several films match: the person must choose.
        case ambiguous(String, candidates: [Movie])
        case failed(String)
    }

    var phase: Phase = .idle
    /// What the last watchlist change did, or why it failed.
    var watchlistNotice: String?
}

enum MovieDetailIntent: Sendable {
    case load(MovieReference)
    /// Adds the shown film to the watchlist, or removes it when it is listed.
    case toggleWatchlist
}

/// Loads one film and maps the domain's answer to view state.
@MainActor
final class MovieDetailViewModel: ViewModel<MovieDetailViewState, MovieDetailIntent> {
    private let movieDetail: any ShowMovieDetailUseCase
    private let toggleWatchlist: any ToggleWatchlistUseCase
    private let messages: SearchErrorMessages

    /// `mode` decides how errors advise.
    init(movieDetail: any ShowMovieDetailUseCase, toggleWatchlist: any ToggleWatchlistUseCase, mode: PresentationMode) {
        self.movieDetail = movieDetail
        self.toggleWatchlist = toggleWatchlist
        self.messages = SearchErrorMessages(mode: mode)
        super.init(initialState: MovieDetailViewState())
    }

    override func handle(_ intent: MovieDetailIntent) async {
        switch intent {
        case .toggleWatchlist:
            guard case .loaded(let detail) = state.phase else { return }
            do {
                let listed = try await toggleWatchlist.execute(detail.movie)
                update {
                    $0.phase = .loaded(MovieDetail(movie: detail.movie, isOnWatchlist: listed))
                    $0.watchlistNotice = WatchlistNotice.changed(detail.movie, isListed: listed)
                }
            } catch {
                update { $0.watchlistNotice = WatchlistNotice.failed(error) }
            }
        case .load(let reference):
            update { $0.phase = .loading }
            do {
                let detail = try await movieDetail.execute(reference)
                update { $0.phase = .loaded(detail) }
            } catch {
                switch error {
                case .notFound(let message, let suggestions):
                    update { $0.phase = .notFound(message, suggestions: suggestions) }
                case .ambiguous(let title, let candidates):
                    update {
                        $0.phase = .ambiguous(
                            messages.ambiguity(title: title, count: candidates.count), candidates: candidates)
                    }
                case .catalogue(let error):
                    update { $0.phase = .failed(messages.text(for: error)) }
                }
            }
        }
    }
}
