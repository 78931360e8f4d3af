import CatalogueDomainApi

/// What other features may ask of your film history: the marks every list puts on the films you have seen or
/// rated, and a film's page its "your rating" and "seen".
public protocol HistoryQuerying: Sendable {
    /// The marks of those of `movieIDs` you have seen or rated, by id; a film neither seen nor rated has none.
    /// Never fails, so that no list or page is hidden by the history: no history marks nothing, a history with
    /// damaged lines marks what its other lines say (the damaged lines are reported as every read of it reports
    /// them), and one that cannot be read at all marks nothing.
    func seenMarks(of movieIDs: [String]) async -> [String: SeenMark]
}
