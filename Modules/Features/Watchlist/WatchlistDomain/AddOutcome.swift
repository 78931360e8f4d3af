import WatchlistDomainApi

/// What adding did.
public enum AddOutcome: Sendable, Equatable {
    case added(WatchlistEntry)
    case alreadyListed(WatchlistEntry)
}
