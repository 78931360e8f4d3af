import CatalogueDomainApi

/// Films that share people, genres and eras, with their credits: Michael Mann's crime films, two with Al Pacino,
/// one almost nobody voted for, and films that share nothing with them. The tests of what reads people share it
/// (`similar`, `stats`).
public enum FilmsWithPeople {
    /// Heat (1), Collateral (2), The Insider (3), Scarface (4), Obscure (5, 12 votes), Unrelated (6, a comedy) and
    /// Alien (7).
    public static let films = [
        film("1", "Heat", 1995, ["Crime", "Drama"], rating: 8.3),
        film("2", "Collateral", 2004, ["Crime"], rating: 7.5),
        film("3", "The Insider", 1999, ["Drama"]),
        film("4", "Scarface", 1983, ["Crime", "Drama"]),
        film("5", "Obscure", 1995, ["Crime", "Drama"], votes: 12),
        film("6", "Unrelated", 1995, ["Comedy"]),
        film("7", "Alien", 1979, ["Horror"], rating: 8.5),
    ]

    /// `films` with their directors and billed cast (an extra billed 40th in Heat, past any counted billing).
    public static let catalogue = PeopleFakeCatalogue(
        films,
        credits: [
            "1": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
                PeopleFakeCatalogue.credit("Extra", .actor, billing: 40),
            ],
            "2": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Tom Cruise", .actor, billing: 1),
            ],
            "3": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 2),
            ],
            "4": [
                PeopleFakeCatalogue.credit("Brian De Palma", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
            ],
            "5": [
                PeopleFakeCatalogue.credit("Michael Mann", .director),
                PeopleFakeCatalogue.credit("Al Pacino", .actor, billing: 1),
            ],
            "6": [PeopleFakeCatalogue.credit("Someone", .director)],
            "7": [
                PeopleFakeCatalogue.credit("Ridley Scott", .director),
                PeopleFakeCatalogue.credit("Sigourney Weaver", .actor, billing: 1),
            ],
        ])

    /// The film with `id`, a fixture's: it must be one of `films`.
    public static func film(_ id: String) -> Movie {
        films.first { $0.id.rawValue == id } ?? films[0]
    }

    private static func film(
        _ id: String, _ title: String, _ year: Int, _ genres: [String], rating: Double = 7, votes: Int = 10_000
    ) -> Movie {
        Movie(id: MovieID(id), title: title, year: year, rating: rating, votes: votes, genres: genres)
    }
}
