import SearchDomainApi

/// A film in the JSON output: every key always present (null when unknown), so scripts can rely on it.
struct MovieJSON: Encodable {
    let movie: Movie

    private enum CodingKeys: String, CodingKey {
        case id, title, originalTitle, year, runtimeMinutes, budget, rating, votes, certification, genres,
            ratingDistribution, plot,
            directors
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movie.id.rawValue, forKey: .id)
        try container.encode(movie.title, forKey: .title)
        try container.encode(movie.originalTitle, forKey: .originalTitle)
        try container.encode(movie.year, forKey: .year)
        try container.encode(movie.runtimeMinutes, forKey: .runtimeMinutes)
        try container.encode(movie.budget, forKey: .budget)
        try container.encode(movie.rating, forKey: .rating)
        try container.encode(movie.votes, forKey: .votes)
        try container.encode(movie.certification, forKey: .certification)
        try container.encode(movie.genres, forKey: .genres)
        try container.encode(movie.ratingDistribution, forKey: .ratingDistribution)
        try container.encode(movie.plot, forKey: .plot)
        try container.encode(movie.directors, forKey: .directors)
    }
}
