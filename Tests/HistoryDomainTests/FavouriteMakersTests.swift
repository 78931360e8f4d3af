import CatalogueDomainApi
import DomainFakes
import Testing

@testable import HistoryDomain
@testable import HistoryDomainApi

/// With a catalogue that knows people, the directors, writers and cast of the films a person liked pull their
/// other films, by billing: a director most, then the top of the cast, then the rest of the billed cast; a
/// maker of one liked film, or an extra billed past the counted billing, pulls nothing.
@Suite struct FavouriteMakersTests {
    private static let day = DiaryDate("2025-01-01")!

    private static func film(_ id: String, _ title: String, _ year: Int, _ genres: [String] = ["Drama"]) -> Movie {
        Movie(id: MovieID(id), title: title, year: year, rating: 7, votes: 50_000, genres: genres)
    }

    private static let halloween = film("1", "Halloween", 1978, ["Horror"])
    private static let thing = film("2", "The Thing", 1982, ["Horror"])
    private static let escape = film("3", "Escape from New York", 1981, ["Action"])
    private static let disliked = film("4", "Disliked", 1981, ["Action"])
    private static let theyLive = film("5", "They Live", 1988)
    private static let tango = film("6", "Tango & Cash", 1988)
    private static let platoon = film("7", "Platoon", 1988)
    private static let crowd = film("8", "Crowd", 1988)
    private static let other = film("9", "Other", 1988)

    private static let credit = PeopleFakeCatalogue.credit
    /// John Carpenter directs the three liked films and They Live; Kurt Russell tops two of them and Tango &
    /// Cash; Keith David is billed 5th in two and in Platoon; an extra billed 40th in two tops Crowd; Debra Hill
    /// writes one liked film and Other.
    private static let catalogue = PeopleFakeCatalogue(
        [halloween, thing, escape, disliked, theyLive, tango, platoon, crowd, other],
        credits: [
            "1": [credit("John Carpenter", .director, nil), credit("Debra Hill", .writer, nil)],
            "2": [
                credit("John Carpenter", .director, nil), credit("Kurt Russell", .actor, 1),
                credit("Keith David", .actor, 5), credit("An Extra", .actor, 40),
            ],
            "3": [
                credit("John Carpenter", .director, nil), credit("Kurt Russell", .actor, 1),
                credit("Keith David", .actor, 5), credit("An Extra", .actor, 40),
            ],
            "5": [credit("John Carpenter", .director, nil)],
            "6": [credit("Kurt Russell", .actor, 2)],
            "7": [credit("Keith David", .actor, 5)],
            "8": [credit("An Extra", .actor, 1)],
            "9": [credit("Debra Hill", .writer, nil)],
        ])

    private static let taste = Taste([(halloween, 10), (thing, 9), (escape, 9), (disliked, 4)])

    @Test func makersOfLikedFilmsPullTheirOtherFilmsByRoleAndBilling() async throws {
        let found = try await FavouriteMakers(catalogue: Self.catalogue).pulls(for: Self.taste)
        #expect(found.knowsPeople)
        let pull = { (film: Movie) in found.pulls[film.id.rawValue] }
        let director = try #require(pull(Self.theyLive)).amount
        let topBilled = try #require(pull(Self.tango)).amount
        let billedFifth = try #require(pull(Self.platoon)).amount
        #expect(director > topBilled && topBilled > billedFifth && billedFifth > 0)
        #expect(abs(topBilled - 2 * billedFifth) < 1e-9, "top billing counts twice the rest, in the same two films")
        #expect(pull(Self.crowd) == nil, "billed 40th: past the counted billing")
        #expect(pull(Self.other) == nil, "a writer of one liked film only")
        #expect(pull(Self.theyLive)?.reason == "3 films by John Carpenter you rated 8+")
        #expect(pull(Self.tango)?.reason == "2 films with Kurt Russell you rated 8+")
    }

    @Test func makersOfEqualWeightPastTheMostReadAreLeftOutByIdNotByChance() async throws {
        // Thirteen actors billed alike in the same two liked films, each in one other film: the twelve read
        // are the first twelve ids, whatever order a dictionary of them has in this process.
        let names = (1...13).map { String(format: "Actor %02d", $0) }
        let own = names.indices.map { Self.film("o\($0)", "Own \($0)", 1990) }
        let cast = names.map { Self.credit($0, .actor, 5) }
        var credits = ["1": cast, "2": cast]
        for (index, name) in names.enumerated() { credits[own[index].id.rawValue] = [Self.credit(name, .actor, 1)] }
        let catalogue = PeopleFakeCatalogue([Self.halloween, Self.thing, Self.disliked] + own, credits: credits)
        let found = try await FavouriteMakers(catalogue: catalogue).pulls(
            for: Taste([(Self.halloween, 10), (Self.thing, 10), (Self.disliked, 4)]))
        #expect(FavouriteMakers.makersRead == 12)
        #expect(own.prefix(12).allSatisfy { found.pulls[$0.id.rawValue] != nil })
        #expect(found.pulls[own[12].id.rawValue] == nil, "Actor 13 is the one left out")
    }

    @Test func withoutPeopleNothingPullsAndItIsSaid() async throws {
        let found = try await FavouriteMakers(catalogue: FakeMovieCatalogue(Self.catalogue.fake.films)).pulls(
            for: Self.taste)
        #expect(!found.knowsPeople)
        #expect(found.pulls.isEmpty)
    }

    @Test func recommendNamesTheMakersAPickRestsOn() async throws {
        let ratings = [(Self.halloween, 10), (Self.thing, 9), (Self.escape, 9), (Self.disliked, 4)].map {
            PersonalRating(
                movieID: $0.0.id.rawValue, title: $0.0.title, year: $0.0.year, rating: .points($0.1),
                ratedOn: Self.day)
        }
        let history = InMemoryHistory(HistoryRecord(ratings: ratings, viewings: []))
        let found = try await RecommendFilms(repository: history, catalogue: Self.catalogue).execute(limit: 5)
        #expect(found.usedPeople)
        #expect(found.films.first?.film.title == "They Live", "alike in all else, the director's film comes first")
        #expect(found.films.first?.film.reasons.contains("3 films by John Carpenter you rated 8+") == true)
        #expect(found.films.map(\.film.title).prefix(3) == ["They Live", "Tango & Cash", "Platoon"])
    }
}
