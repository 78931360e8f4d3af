import WatchlistDomainApi

/// Reads list files; implemented in WatchlistData.
public protocol ListFileReading: Sendable {
    /// The films of the file at `path`, its shape recognised from its header.
    func read(_ path: String) throws(WatchlistError) -> ListFile
}
