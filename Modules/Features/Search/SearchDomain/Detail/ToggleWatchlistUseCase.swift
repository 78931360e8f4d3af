import CatalogueDomainApi

/// Puts a film on the watchlist or takes it off, from the detail screen and the Search tab.
public protocol ToggleWatchlistUseCase: Sendable {
    /// Adds `movie` when it is not listed and removes it when it is; never throws: a failure is an outcome.
    func execute(_ movie: Movie) async -> WatchlistToggle
}

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
