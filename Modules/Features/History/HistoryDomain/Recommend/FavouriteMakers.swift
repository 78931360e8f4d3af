import CatalogueDomainApi

/// The directors, writers and cast of the films a person liked, weighed by billing and by how much they liked
/// each film, and the other films of the weightiest of them, when the catalogue knows people (an IMDb import).
struct FavouriteMakers {
    /// A pull on a candidate from the makers it shares with the person's liked films, with the strongest named.
    struct Pull {
        let amount: Double
        /// "3 films by John Carpenter you rated 8+", "2 films with Kurt Russell you rated 8+".
        let reason: String
    }

    /// How many liked films' credits are read, and how many makers' filmographies.
    static let filmsRead = 40
    static let makersRead = 12
    /// The billing a top-billed part has at most, and the billing counted at all.
    static let topBilling = 3
    static let countedBilling = 10

    let catalogue: any MovieCatalogue

    /// The pull on each film (by id) of the makers of `taste`'s liked films, and whether the catalogue knows
    /// people at all.
    func pulls(for taste: Taste) async throws(CatalogueError) -> (pulls: [String: Pull], knowsPeople: Bool) {
        var knowsPeople = false
        var makers: [PersonID: (name: String, role: CreditRole, weight: Double, films: Int)] = [:]
        let liked = taste.films.filter(\.isLiked).sorted { $0.deviation > $1.deviation }.prefix(Self.filmsRead)
        for film in liked {
            let credits = try await catalogue.credits(of: film.movie.id)
            knowsPeople = knowsPeople || !credits.isEmpty
            for credit in Dictionary(credits.map { ($0.person, $0) }, uniquingKeysWith: { first, _ in first }).values {
                guard let weight = Self.weight(of: credit) else { continue }
                let known = makers[credit.person] ?? (credit.name, credit.role, 0, 0)
                makers[credit.person] = (
                    known.name, known.role, known.weight + weight * max(film.deviation, 0.2), known.films + 1
                )
            }
        }
        // Ties go to the maker of more films, then by id: a dictionary's order differs from run to run, and the
        // makers read (and the reason each film keeps) must not.
        let weightiest = makers.filter { $0.value.films >= 2 }.sorted {
            ($0.value.weight, $0.value.films, $1.key.rawValue) > ($1.value.weight, $1.value.films, $0.key.rawValue)
        }
        var pulls: [String: Pull] = [:]
        for (person, maker) in weightiest.prefix(Self.makersRead) {
            let entries: [Filmography.Entry]
            do {
                entries = try await catalogue.filmography(of: person, role: nil).entries
            } catch {
                if case .notFound = error { continue }
                throw error
            }
            let word = maker.role == .actor ? "with" : "by"
            let reason = "\(maker.films) films \(word) \(maker.name) you rated 8+"
            for id in Set(entries.map(\.movie.id.rawValue)) {
                let known = pulls[id]
                let amount = (known?.amount ?? 0) + maker.weight / 3
                pulls[id] = Pull(amount: amount, reason: known?.reason ?? reason)
            }
        }
        return (pulls, knowsPeople)
    }

    /// How much sharing a credit counts: a director most, then writers and the top of the cast, then the rest
    /// of the billed cast; nil for credits that count nothing.
    private static func weight(of credit: Credit) -> Double? {
        switch credit.role {
        case .director: 3
        case .writer: 2
        case .actor:
            switch credit.billing ?? Int.max {
            case ...topBilling: 2
            case ...countedBilling: 1
            default: nil
            }
        case .composer, .cinematographer: nil
        }
    }
}
