import HistoryDomainApi

/// What `rate` asks: a rating on either scale, or none.
public enum RatingChange: Sendable, Equatable {
    case set(FilmRating)
    case clear
}
