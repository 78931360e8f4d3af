/// A film as every `--json` output writes it (a search's results, a film's page, a person's films): every key
/// always present, null when unknown, so scripts can rely on it; the id as the source writes it.
extension Movie: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, originalTitle, year, runtimeMinutes, budget, rating, votes, certification, genres
        case ratingDistribution, plot, directors
    }

    /// Writes every field; an unknown one (nil) as null rather than leaving its key out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.rawValue, forKey: .id)
        try container.encode(title, forKey: .title)
        // An Optional encodes nil as null; `encodeIfPresent` would leave the key out.
        try container.encode(originalTitle, forKey: .originalTitle)
        try container.encode(year, forKey: .year)
        try container.encode(runtimeMinutes, forKey: .runtimeMinutes)
        try container.encode(budget, forKey: .budget)
        try container.encode(rating, forKey: .rating)
        try container.encode(votes, forKey: .votes)
        try container.encode(certification, forKey: .certification)
        try container.encode(genres, forKey: .genres)
        try container.encode(ratingDistribution, forKey: .ratingDistribution)
        try container.encode(plot, forKey: .plot)
        try container.encode(directors, forKey: .directors)
    }
}
