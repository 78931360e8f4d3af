import CatalogueDomain
import CatalogueDomainApi
import Common

/// What the similar-films screen shows.
struct SimilarFilmsViewState: Sendable, Equatable {
    var phase: LoadPhase<SimilarFilms, SimilarFilmsError> = .idle
}

enum SimilarFilmsIntent: Sendable {
    /// The `limit` films like the one `film` names.
    case find(FilmName, limit: Int)
}

/// Finds the films like one and turns the outcome into view state.
@MainActor
final class SimilarFilmsViewModel: ViewModel<SimilarFilmsViewState, SimilarFilmsIntent> {
    private let findSimilar: any FindSimilarFilmsUseCase

    init(findSimilar: any FindSimilarFilmsUseCase) {
        self.findSimilar = findSimilar
        super.init(initialState: SimilarFilmsViewState())
    }

    override func handle(_ intent: SimilarFilmsIntent) async {
        switch intent {
        case .find(let film, let limit):
            await load {
                $0.phase = $1
            } work: { () throws(SimilarFilmsError) in
                try await findSimilar.execute(film, limit: limit)
            }
        }
    }
}
