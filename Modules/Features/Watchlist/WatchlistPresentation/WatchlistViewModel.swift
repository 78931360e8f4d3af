import Common
import WatchlistDomain
import WatchlistDomainApi

/// What the watchlist screen shows.
struct WatchlistViewState: Sendable, Equatable, FailingState {
    enum Phase: Sendable, Equatable {
        case idle
        case working
        case added(WatchlistEntry)
        case alreadyListed(WatchlistEntry)
        case removed(WatchlistEntry)
        case listed([WatchlistEntry])
        /// The error, worded by the view (`WatchlistErrorMessages`); an ambiguous one lists its candidates.
        case failed(WatchlistError)
    }

    var phase: Phase = .idle

    /// The failure the command ended with, if any (`FailingState`).
    var failure: WatchlistError? {
        if case .failed(let error) = phase { return error }
        return nil
    }

    /// Listed ids the catalogue in use does not have (added from another source); shown as such.
    var idsNotInCatalogue: Set<String> = []
}

enum WatchlistIntent: Sendable {
    case add(String, year: Int?)
    case remove(String, year: Int?)
    case list
}

/// Changes and lists the watchlist; each outcome becomes a phase the view can show.
@MainActor
final class WatchlistViewModel: ViewModel<WatchlistViewState, WatchlistIntent> {
    private let add: any AddToWatchlistUseCase
    private let remove: any RemoveFromWatchlistUseCase
    private let list: any ListWatchlistUseCase

    init(add: any AddToWatchlistUseCase, remove: any RemoveFromWatchlistUseCase, list: any ListWatchlistUseCase) {
        self.add = add
        self.remove = remove
        self.list = list
        super.init(initialState: WatchlistViewState())
    }

    override func handle(_ intent: WatchlistIntent) async {
        update { $0.phase = .working }
        do {
            switch intent {
            case .add(let text, let year):
                switch try await add.execute(text, year: year) {
                case .added(let entry): update { $0.phase = .added(entry) }
                case .alreadyListed(let entry): update { $0.phase = .alreadyListed(entry) }
                }
            case .remove(let text, let year):
                let entry = try await remove.execute(text, year: year)
                update { $0.phase = .removed(entry) }
            case .list:
                let entries = try await list.execute()
                let elsewhere = list.idsNotInCatalogue(entries)
                update {
                    $0.phase = .listed(entries)
                    $0.idsNotInCatalogue = elsewhere
                }
            }
        } catch {
            update { $0.phase = .failed(error) }
        }
    }
}
