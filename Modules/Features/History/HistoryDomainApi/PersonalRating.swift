/// A film's rating: the person's current opinion of it, whatever day they saw it.
public struct PersonalRating: Sendable, Equatable, Codable {
    /// The film's id in the catalogue it was found in.
    public let movieID: String
    /// The film's title and year when it was rated.
    public let title: String
    /// The film's year of release.
    public let year: Int?
    /// The rating, on the scale it was given on.
    public let rating: FilmRating
    /// The day it was rated.
    public let ratedOn: DiaryDate

    /// The rating `rating` of the film `movieID`, given on `ratedOn`.
    public init(movieID: String, title: String, year: Int?, rating: FilmRating, ratedOn: DiaryDate) {
        self.movieID = movieID
        self.title = title
        self.year = year
        self.rating = rating
        self.ratedOn = ratedOn
    }
}
