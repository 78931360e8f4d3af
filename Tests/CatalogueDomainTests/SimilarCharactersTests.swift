import CatalogueDomainApi
import DomainFakes
import Testing

@testable import CatalogueDomain

/// `similar` with an IMDb import's characters: a film where the same actor plays the same part is of the series,
/// whatever its title, and comes before the films that only share people; a part that is no one in particular
/// makes no series.
@Suite struct SimilarCharactersTests {
    private static func film(_ id: Int, _ title: String, _ year: Int) -> Movie {
        Movie(
            id: MovieID(String(id)), title: title, year: year, rating: 7.2, votes: 50_000, genres: ["Action", "Crime"])
    }

    private static func actor(_ name: String, _ billing: Int, as parts: [String]) -> Credit {
        Credit(
            person: PersonID(name), name: name, role: .actor, category: "actor", characters: parts, billing: billing)
    }

    private static func director(_ name: String) -> Credit { PeopleFakeCatalogue.credit(name, .director) }

    private static let dirtyHarry = film(1, "Dirty Harry", 1971)
    private static let magnumForce = film(2, "Magnum Force", 1973)
    private static let beguiled = film(3, "The Beguiled", 1971)
    private static let escape = film(4, "Escape from Alcatraz", 1979)
    private static let portrait = film(5, "A Portrait", 1990)
    private static let tribute = film(6, "A Tribute", 1995)

    /// Don Siegel directs Dirty Harry, The Beguiled and Escape from Alcatraz, all with Clint Eastwood; Magnum
    /// Force has another director and Eastwood as Harry Callahan again. Eastwood is "Himself" in two
    /// documentaries.
    private static let catalogue = PeopleFakeCatalogue(
        [dirtyHarry, magnumForce, beguiled, escape, portrait, tribute],
        credits: [
            "1": [director("Don Siegel"), actor("Clint Eastwood", 1, as: ["Harry Callahan"])],
            "2": [director("Ted Post"), actor("Clint Eastwood", 1, as: [" harry callahan"])],
            "3": [director("Don Siegel"), actor("Clint Eastwood", 1, as: ["John McBurney"])],
            "4": [director("Don Siegel"), actor("Clint Eastwood", 1, as: ["Frank Morris"])],
            "5": [actor("Clint Eastwood", 1, as: ["Himself"])],
            "6": [actor("Clint Eastwood", 1, as: ["Himself"])],
        ])

    private func similar(_ film: Movie) async throws -> [SimilarFilm] {
        try await SimilarFinder(catalogue: Self.catalogue).films(like: film, limit: 10, excluding: []).films
    }

    @Test func theSamePartPlayedAgainIsTheSeriesAndComesFirst() async throws {
        let films = try await similar(Self.dirtyHarry)
        #expect(films.first?.title == "Magnum Force", "\(films.map(\.title))")
        #expect(films.first?.reasons.first == "same character: Harry Callahan (Clint Eastwood)")
        #expect(films.dropFirst().first?.reasons.first == "same director: Don Siegel", "then the shared makers")
    }

    @Test func aPartThatIsNoOneInParticularMakesNoSeries() async throws {
        let films = try await similar(Self.portrait)
        let tribute = try #require(films.first { $0.title == "A Tribute" })
        #expect(!tribute.reasons.contains { $0.hasPrefix("same character") }, "\(tribute.reasons)")
        #expect(tribute.score < SimilarFinder.seriesWeight)
    }

    @Test func partsAreComparedWithoutCaseOrSurroundingSpacesAndOnlyForActors() {
        let again = Self.actor("Clint Eastwood", 1, as: ["HARRY CALLAHAN "])
        #expect(SharedCharacter.between(["Harry Callahan"], again)?.character == "Harry Callahan")
        #expect(SharedCharacter.between(["Narrator"], Self.actor("A Voice", 1, as: ["narrator"])) == nil)
        let writer = Credit(
            person: PersonID("Clint Eastwood"), name: "Clint Eastwood", role: .writer, category: "writer",
            characters: ["Harry Callahan"])
        #expect(SharedCharacter.between(["Harry Callahan"], writer) == nil)
    }
}
