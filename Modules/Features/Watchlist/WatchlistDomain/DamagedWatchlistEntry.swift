/// An entry of the watchlist file that cannot be read (a hand edit, a field of the wrong type): kept in the file
/// as the JSON it was, while every other entry is read, until the person fixes or removes it.
public struct DamagedWatchlistEntry: Sendable, Equatable {
    /// Its place in the file's list of entries, from 1.
    public let position: Int
    /// What is wrong with it.
    public let reason: String

    /// Entry `position` of the file, wrong for `reason`.
    public init(position: Int, reason: String) {
        self.position = position
        self.reason = reason
    }
}
