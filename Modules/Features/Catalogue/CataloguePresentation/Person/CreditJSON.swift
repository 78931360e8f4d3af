import CatalogueDomainApi
import Common

/// A credit in the JSON output: the role, IMDb's category, the characters played, the job and the billing
/// (`null` when unknown), with whom it credits (in a film's `people`) or the film (in a person's `films`).
struct CreditJSON: Encodable {
    private let credit: Credit
    private let movie: Movie?

    /// The credit among a film's people: with the person's id and name.
    init(person credit: Credit) {
        self.credit = credit
        movie = nil
    }

    /// The credit among a person's films: with the film.
    init(_ credit: Credit, in movie: Movie) {
        self.credit = credit
        self.movie = movie
    }

    private enum Key: String, CodingKey {
        case id, name, movie, role, category, characters, job, billing
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if let movie {
            try container.encode(movie, forKey: .movie)
        } else {
            try container.encode(credit.person.rawValue, forKey: .id)
            try container.encode(credit.name, forKey: .name)
        }
        try container.encode(credit.role.rawValue, forKey: .role)
        try container.encode(credit.category, forKey: .category)
        try container.encode(credit.characters, forKey: .characters)
        try container.encode(NullEncoded(wrappedValue: credit.job), forKey: .job)
        try container.encode(NullEncoded(wrappedValue: credit.billing), forKey: .billing)
    }
}
