/// The diary: the viewings placed in the catalogue in use, and the rows kept as they came.
public struct Diary: Sendable, Equatable {
    /// The viewings, newest first.
    public let viewings: [Viewing]
    /// The kept rows, in the history's order.
    public let kept: [KeptRow]
    /// Each film's rating now, by its id: what the History tab shows beside the viewings.
    public let ratings: [String: FilmRating]
    /// How many other rows the history keeps unplaced, not in `kept`: rows that are no day a film was seen (a
    /// day or a line that could not be read, a rating alone), so that a list of the diary can say they are there.
    public let otherKept: Int

    /// `viewings` and `kept`, the films' `ratings`, and the count of the other kept rows.
    public init(viewings: [Viewing], kept: [KeptRow], ratings: [String: FilmRating] = [:], otherKept: Int = 0) {
        self.viewings = viewings
        self.kept = kept
        self.ratings = ratings
        self.otherKept = otherKept
    }
}
