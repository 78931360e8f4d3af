import CatalogueDomainApi

/// What a toggle did, as the Watchlist feature words it.
public struct WatchlistToggle: Sendable, Equatable {
    /// Whether the film is listed now; nil when the watchlist could not be changed.
    public let isListed: Bool?
    /// The line to show: what changed, or why nothing did.
    public let notice: String

    /// An outcome; see the properties.
    public init(isListed: Bool?, notice: String) {
        self.isListed = isListed
        self.notice = notice
    }
}

extension WatchlistEditing {
    /// Adds `film` when it is not listed and removes it when it is, and says what happened; never throws: a
    /// failure is an outcome (the detail screen's `w` and the Search tab's say it the same way).
    public func toggleOutcome(_ film: FilmChoice) async -> WatchlistToggle {
        do {
            let change = try await toggle(film)
            if case .added = change { return WatchlistToggle(isListed: true, notice: change.description) }
            return WatchlistToggle(isListed: false, notice: change.description)
        } catch {
            return WatchlistToggle(isListed: nil, notice: error.notChangedDescription)
        }
    }
}
