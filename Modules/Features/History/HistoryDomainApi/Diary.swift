/// The diary: the viewings placed in the catalogue in use, and the rows kept as they came.
public struct Diary: Sendable, Equatable {
    /// The viewings, newest first.
    public let viewings: [Viewing]
    /// The kept rows, in the history's order.
    public let kept: [KeptRow]
    /// Each film's rating now, by its id: what the History tab shows beside the viewings.
    public let ratings: [String: FilmRating]

    /// `viewings` and `kept`, and the films' `ratings`.
    public init(viewings: [Viewing], kept: [KeptRow], ratings: [String: FilmRating] = [:]) {
        self.viewings = viewings
        self.kept = kept
        self.ratings = ratings
    }
}
