import Common
import HistoryDomain
import HistoryDomainApi

/// What the History screen shows.
struct HistoryViewState: Sendable, Equatable {
    var phase: LoadPhase<[HistoryItem], HistoryError> = .idle
}

enum HistoryIntent: Sendable {
    case load
}

/// Loads the items and turns the outcome into view state.
@MainActor
final class HistoryViewModel: ViewModel<HistoryViewState, HistoryIntent> {
    private let items: any LoadHistoryItemsUseCase

    init(items: any LoadHistoryItemsUseCase) {
        self.items = items
        super.init(initialState: HistoryViewState())
    }

    override func handle(_ intent: HistoryIntent) async {
        switch intent {
        case .load:
            await load(\.phase) { () throws(HistoryError) in
                try await items.execute()
            }
        }
    }
}
