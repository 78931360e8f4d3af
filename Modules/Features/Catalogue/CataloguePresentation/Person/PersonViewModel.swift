import CatalogueDomain
import CatalogueDomainApi
import Common

/// What the person view shows.
struct PersonViewState: Sendable, Equatable, FailingState {
    var phase: LoadPhase<Filmography, PersonLookupError> = .idle
    /// What the last watchlist change from the films did, or why it failed.
    var watchlistNotice: String?

    /// The failure the command ended with, if any (`FailingState`).
    var failure: PersonLookupError? { phase.failure }
}

/// What a person can do with the person view.
enum PersonIntent: Sendable {
    /// The person an id or a name stands for, with the films of one role when given.
    case load(String, role: CreditRole?)
    /// The person with the id.
    case loadID(PersonID)
    /// Adds one of the films to the watchlist, or removes it when it is listed.
    case toggleWatchlist(Movie)
}

/// Loads a person's films and maps the domain's answer to view state.
@MainActor
final class PersonViewModel: ViewModel<PersonViewState, PersonIntent> {
    private let showPerson: any ShowPersonUseCase
    private let toggleWatchlist: (any ToggleWatchlistUseCase)?

    /// Without `toggleWatchlist` (the `person` command), `.toggleWatchlist` does nothing.
    init(showPerson: any ShowPersonUseCase, toggleWatchlist: (any ToggleWatchlistUseCase)? = nil) {
        self.showPerson = showPerson
        self.toggleWatchlist = toggleWatchlist
        super.init(initialState: PersonViewState())
    }

    override func handle(_ intent: PersonIntent) async {
        switch intent {
        case .load(let text, let role):
            await load {
                $0.phase = $1
            } work: { () throws(PersonLookupError) in
                try await showPerson.execute(text, role: role)
            }
        case .loadID(let id):
            await load {
                $0.phase = $1
            } work: { () throws(PersonLookupError) in
                try await showPerson.execute(id: id, role: nil)
            }
        case .toggleWatchlist(let movie):
            guard let toggleWatchlist else { return }
            let outcome = await toggleWatchlist.execute(movie)
            update { $0.watchlistNotice = outcome.notice }
        }
    }
}
