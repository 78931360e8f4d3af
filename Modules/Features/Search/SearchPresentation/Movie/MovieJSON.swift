import CatalogueDomainApi
import Common

/// A film in the JSON output: every key always present (null when unknown), so scripts can rely on it.
struct MovieJSON: Encodable {
    let id: String
    let title: String
    @NullEncoded var originalTitle: String?
    @NullEncoded var year: Int?
    @NullEncoded var runtimeMinutes: Int?
    @NullEncoded var budget: Int?
    @NullEncoded var rating: Double?
    @NullEncoded var votes: Int?
    @NullEncoded var certification: String?
    let genres: [String]
    @NullEncoded var ratingDistribution: [Double]?
    @NullEncoded var plot: String?
    let directors: [String]

    init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        year = movie.year
        runtimeMinutes = movie.runtimeMinutes
        budget = movie.budget
        rating = movie.rating
        votes = movie.votes
        certification = movie.certification
        genres = movie.genres
        ratingDistribution = movie.ratingDistribution
        plot = movie.plot
        directors = movie.directors
    }
}
