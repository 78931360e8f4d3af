/// The watchlist could not be changed; `description` says why and what to do.
public struct WatchlistToggleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
