import Common
import DependencyInjection
import SearchDomain
import SearchDomainApi

/// What the detail screen shows.
public struct MovieDetailViewState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case idle
        case loading
        case loaded(MovieDetail)
        /// Nothing found: a message and close matches to offer.
        case notFound(String, suggestions: [Movie])
        /// Several films match: the person must choose.
        case ambiguous(String, candidates: [Movie])
        case failed(String)
    }

    public var phase: Phase = .idle
}

public enum MovieDetailIntent: Sendable {
    case load(MovieReference)
}

/// Loads one film and maps the domain's answer to view state.
@MainActor
public final class MovieDetailViewModel: ViewModel<MovieDetailViewState, MovieDetailIntent> {
    private let movieDetail: any MovieDetailUseCase

    public init(movieDetail: any MovieDetailUseCase) {
        self.movieDetail = movieDetail
        super.init(initialState: MovieDetailViewState())
    }

    public override func handle(_ intent: MovieDetailIntent) async {
        switch intent {
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
                            "\(candidates.count) films are titled \"\(title)\"; choose one with --year or its id:",
                            candidates: candidates)
                    }
                case .catalogue(let error):
                    update { $0.phase = .failed(error.description) }
                }
            }
        }
    }
}
