import CatalogueDomainApi
import HistoryDomainApi

/// What `diary add` asks for.
public struct ViewingRequest: Sendable, Equatable {
    /// The film, by id or title (and year).
    public var film: FilmName
    /// The day it was seen; today when nil.
    public var date: DiaryDate?
    /// The rating, on the scale it was given on.
    public var rating: FilmRating?
    /// Whether they had seen it before.
    public var isRewatch = false
    /// Their tags, in order.
    public var tags: [String] = []

    /// A viewing of `film`, today, unrated, untagged.
    public init(film: FilmName) {
        self.film = film
    }
}
