import CatalogueDomainApi
import DomainFakes
import Testing

@testable import CatalogueDomain

/// `similar` ranks a film known by another film's title with the series, before the films that only share people
/// or genres, and names it a remake when they share a director or writer.
@Suite struct SimilarRemakesTests {
    /// `PeopleFakeCatalogue` that also shares titles, as `shared` says by film id.
    private struct OtherTitlesCatalogue: MovieCatalogue {
        let people: PeopleFakeCatalogue
        let shared: [String: [SharedTitleFilm]]

        func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
            try await people.search(query)
        }
        func movie(id: MovieID) async throws(CatalogueError) -> Movie { try await people.movie(id: id) }
        func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
            try await people.movies(titled: title, year: year)
        }
        func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
            try await people.movies(minimumVotes: minimumVotes)
        }
        func movieID(from text: String) -> MovieID? { people.movieID(from: text) }
        func credits(of id: MovieID) async throws(CatalogueError) -> [Credit] { try await people.credits(of: id) }
        func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography {
            try await people.filmography(of: id, role: role)
        }
        func filmsSharingATitle(with id: MovieID) async throws(CatalogueError) -> [SharedTitleFilm] {
            shared[id.rawValue] ?? []
        }
    }

    private static func film(
        _ id: Int, _ title: String, _ year: Int, _ genres: [String], votes: Int = 100_000
    ) -> Movie {
        Movie(id: MovieID(String(id)), title: title, year: year, rating: 7.5, votes: votes, genres: genres)
    }

    private static let solyaris = film(1, "Solyaris", 1972, ["Drama", "Sci-Fi"])
    private static let solaris = film(2, "Solaris", 2002, ["Drama", "Romance", "Sci-Fi"])
    private static let stalker = film(3, "Stalker", 1979, ["Drama", "Sci-Fi"])
    private static let documentary = film(4, "Solaris", 1990, ["Documentary"])
    private static let sameYear = film(5, "Solaris", 1972, ["Drama", "Sci-Fi"])
    private static let littleSeen = film(6, "Solaris", 1968, ["Drama", "Sci-Fi"], votes: 120)

    @Test func aFilmKnownByAnotherTitleComesFirstNamedByTheTitleTheyShare() async throws {
        let films = [Self.solyaris, Self.solaris, Self.stalker, Self.documentary, Self.sameYear, Self.littleSeen]
        let known = [Self.solaris, Self.documentary, Self.sameYear, Self.littleSeen].map {
            SharedTitleFilm(movie: $0, askedFilmHasIt: true)
        }
        let catalogue = OtherTitlesCatalogue(people: PeopleFakeCatalogue(films, credits: [:]), shared: ["1": known])
        let found = try await SimilarFinder(catalogue: catalogue).films(like: Self.solyaris, limit: 5, excluding: [])
        #expect(!found.usedPeople)
        #expect(found.films.first?.movieID == "2")
        #expect(
            found.films.first?.reasons == ["same title as Solyaris (1972), known as Solaris"],
            "without the makers, a shared title is all the catalogue can tell")
        let sharing = found.films.filter { $0.reasons.contains { $0.hasPrefix("same title") } }
        #expect(
            sharing.map(\.movieID) == ["2"],
            "a film of other genres, one of the same year or one almost no one saw is not of the series")
        #expect(found.films.contains { $0.movieID == "3" }, "then the films alike by genres and era")
    }

    @Test func itIsNamedARemakeOnlyWhenTheyShareADirectorOrWriter() async throws {
        let apartment = Self.film(20, "The Apartment", 1960, ["Comedy", "Drama", "Romance"])
        let appartement = Self.film(21, "L'Appartement", 1996, ["Drama", "Mystery", "Romance"], votes: 20_000)
        let lem = PeopleFakeCatalogue.credit("Stanisław Lem", .writer)
        let catalogue = OtherTitlesCatalogue(
            people: PeopleFakeCatalogue(
                [Self.solyaris, Self.solaris, apartment, appartement],
                credits: [
                    "1": [lem], "2": [lem], "20": [PeopleFakeCatalogue.credit("Billy Wilder", .director)],
                    "21": [PeopleFakeCatalogue.credit("Gilles Mimouni", .director)],
                ]),
            shared: [
                "1": [SharedTitleFilm(movie: Self.solaris, askedFilmHasIt: true)],
                "20": [SharedTitleFilm(movie: appartement, askedFilmHasIt: false)],
            ])
        let finder = SimilarFinder(catalogue: catalogue)
        let remake = try await finder.films(like: Self.solyaris, limit: 5, excluding: [])
        #expect(remake.films.first?.movieID == "2")
        #expect(remake.films.first?.reasons.first == "remake of Solyaris (1972), known as Solaris")
        let namesake = try await finder.films(like: apartment, limit: 5, excluding: [])
        #expect(namesake.films.first?.movieID == "21")
        #expect(
            namesake.films.first?.reasons == ["same title as The Apartment (1960), a title it is also known by"],
            "two films known by one title that share no maker are namesakes, not a remake and its original")
    }

    @Test func itComesBeforeTheFilmsThatOnlyShareItsMakers() async throws {
        let spoorloos = Self.film(10, "Spoorloos", 1988, ["Mystery", "Thriller"])
        let vanishing = Self.film(11, "The Vanishing", 1993, ["Mystery", "Thriller"], votes: 30_000)
        let utz = Self.film(12, "Utz", 1992, ["Mystery", "Thriller"], votes: 900_000)
        let director = PeopleFakeCatalogue.credit("George Sluizer", .director)
        let catalogue = OtherTitlesCatalogue(
            people: PeopleFakeCatalogue(
                [spoorloos, vanishing, utz], credits: ["10": [director], "11": [director], "12": [director]]),
            shared: ["11": [SharedTitleFilm(movie: spoorloos, askedFilmHasIt: false)]])
        let found = try await SimilarFinder(catalogue: catalogue).films(like: vanishing, limit: 5, excluding: [])
        #expect(found.usedPeople)
        #expect(found.films.map(\.movieID) == ["10", "12"])
        #expect(
            found.films.first?.reasons == [
                "remade as The Vanishing (1993), a title it is also known by", "same director: George Sluizer",
            ])
    }
}
