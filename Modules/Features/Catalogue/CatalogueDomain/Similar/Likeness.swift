import CatalogueDomainApi

/// How alike two films are, offline, from what the catalogue knows: the people they share (a director weighs
/// most, then writers and the top of the cast, then the rest of the billed cast), then their genres, their era
/// and the crowd's rating, which only orders films otherwise alike.
struct Likeness {
    /// A person of the film asked about, and how much sharing them counts.
    struct Person: Hashable {
        let id: PersonID
        let name: String
        let role: CreditRole
        let weight: Double
        /// The parts they play in it, for an actor (`SharedCharacter`).
        var characters: [String] = []
    }

    static let directorWeight = 3.0
    static let writerWeight = 2.0
    static let topCastWeight = 2.0
    static let castWeight = 1.0
    /// The billing a top-billed part has at most, and the billing counted at all.
    static let topBilling = 3
    static let countedBilling = 10

    /// The people of `credits` that make films alike, each once with their weightiest part.
    static func people(in credits: [Credit]) -> [Person] {
        var best: [PersonID: Person] = [:]
        for credit in credits {
            guard let weight = weight(of: credit) else { continue }
            if let known = best[credit.person], known.weight >= weight { continue }
            best[credit.person] = Person(
                id: credit.person, name: credit.name, role: credit.role, weight: weight,
                characters: credit.role == .actor ? credit.characters : [])
        }
        return best.values.sorted { ($0.weight, $1.name) > ($1.weight, $0.name) }
    }

    private static func weight(of credit: Credit) -> Double? {
        switch credit.role {
        case .director: directorWeight
        case .writer: writerWeight
        case .actor:
            switch credit.billing ?? Int.max {
            case ...topBilling: topCastWeight
            case ...countedBilling: castWeight
            default: nil
            }
        case .composer, .cinematographer: nil
        }
    }

    /// The score of genres and era: genres shared over genres either has (twice), and closeness in years.
    static func genreAndEra(_ genres: [String], _ year: Int?, against film: Movie) -> Double {
        let mine = Set(film.genres), theirs = Set(genres)
        let union = mine.union(theirs)
        let genreScore = union.isEmpty ? 0 : 2 * Double(mine.intersection(theirs).count) / Double(union.count)
        guard let year, let filmYear = film.year else { return genreScore }
        return genreScore + max(0, 1 - Double(abs(year - filmYear)) / 15)
    }

    /// A little for the crowd's rating, more the more people voted: it orders films otherwise alike.
    static func crowd(rating: Double?, votes: Int?) -> Double {
        guard let rating, let votes else { return 0 }
        var magnitude = 0.0
        var remaining = votes
        while remaining >= 10 {
            remaining /= 10
            magnitude += 1
        }
        return 0.5 * (rating / 10) * min(1, magnitude / 6)
    }

    /// The reasons shared people give, in words: "same director: Michael Mann; 2 shared cast".
    static func reasons(_ shared: [Person]) -> [String] {
        var reasons: [String] = []
        for role in [CreditRole.director, .writer] {
            let names = shared.filter { $0.role == role }.map(\.name)
            if !names.isEmpty { reasons.append("same \(role.rawValue): " + names.joined(separator: ", ")) }
        }
        let cast = shared.filter { $0.role == .actor }.map(\.name)
        if cast.count == 1 { reasons.append("shared cast: \(cast[0])") }
        if cast.count > 1 { reasons.append("\(cast.count) shared cast") }
        return reasons
    }
}
