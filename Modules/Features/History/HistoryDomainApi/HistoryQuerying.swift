/// What other features may ask of your film history: the detail screen's "your rating" and "seen".
public protocol HistoryQuerying: Sendable {
    /// Your rating of the film with this id, if any, and the days you saw it, earliest first.
    func history(ofMovie movieID: String) async throws(HistoryError) -> (rating: FilmRating?, seenOn: [DiaryDate])
}
