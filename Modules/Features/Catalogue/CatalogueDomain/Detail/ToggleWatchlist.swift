import WatchlistDomainApi

/// Asks the Watchlist feature, through its DomainApi, to toggle the film; the rule and the words are the
/// Watchlist feature's (`ToggleMovie`, over `WatchlistEditing.toggleOutcome`).
public typealias ToggleWatchlist = ToggleMovie

extension ToggleMovie: ToggleWatchlistUseCase {}
