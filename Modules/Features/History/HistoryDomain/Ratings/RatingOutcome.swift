import HistoryDomainApi

/// What `rate` did.
public enum RatingOutcome: Sendable, Equatable {
    /// The film now has this rating; `previous` is the one it replaced.
    case rated(PersonalRating, previous: FilmRating?)
    /// The film's rating was removed.
    case cleared(PersonalRating)
}
