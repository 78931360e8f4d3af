import CatalogueDomain
import CatalogueDomainApi
import Common
import DependencyInjection

/// What the detail screen shows.
struct MovieDetailViewState: Sendable, Equatable, FailingState {
    enum Phase: Sendable, Equatable {
        case idle
        case loading
        case loaded(MovieDetail)
        /// Nothing found (with close matches to offer), several films (the person must choose), or the
        /// catalogue failed: the error, worded by the view (`MovieDetailErrorMessages`).
        case failed(MovieDetailError)
    }

    var phase: Phase = .idle

    /// The failure the command ended with, if any (`FailingState`).
    var failure: MovieDetailError? {
        if case .failed(let error) = phase { return error }
        return nil
    }

    /// What the last watchlist change did, or why it failed.
    var watchlistNotice: String?
}

enum MovieDetailIntent: Sendable {
    case load(FilmName)
    /// Adds the shown film to the watchlist, or removes it when it is listed.
    case toggleWatchlist
}

/// Loads one film and maps the domain's answer to view state.
@MainActor
final class MovieDetailViewModel: ViewModel<MovieDetailViewState, MovieDetailIntent> {
    private let movieDetail: any ShowMovieDetailUseCase
    private let toggleWatchlist: any ToggleWatchlistUseCase

    init(movieDetail: any ShowMovieDetailUseCase, toggleWatchlist: any ToggleWatchlistUseCase) {
        self.movieDetail = movieDetail
        self.toggleWatchlist = toggleWatchlist
        super.init(initialState: MovieDetailViewState())
    }

    override func handle(_ intent: MovieDetailIntent) async {
        switch intent {
        case .toggleWatchlist:
            guard case .loaded(let detail) = state.phase else { return }
            let outcome = await toggleWatchlist.execute(detail.movie)
            update {
                if let listed = outcome.isListed {
                    $0.phase = .loaded(detail.listed(listed))
                }
                $0.watchlistNotice = outcome.notice
            }
        case .load(let reference):
            update { $0.phase = .loading }
            do {
                let detail = try await movieDetail.execute(reference)
                update { $0.phase = .loaded(detail) }
            } catch {
                update { $0.phase = .failed(error) }
            }
        }
    }
}
