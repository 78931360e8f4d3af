/// The watchlist could not be changed; `description` says why and what to do.
public struct WatchlistToggleError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
