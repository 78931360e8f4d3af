import CatalogueDomainApi
import Testing

@testable import CatalogueDomain

/// Two John Smiths, one Keanu Reeves: a catalogue's people as `ShowPerson` asks for them.
private struct PeopleCatalogue: MovieCatalogue {
    static let film = Movie(id: MovieID("tt0133093"), title: "The Matrix", year: 1999)
    static let people = [
        Person(id: PersonID("nm0000206"), name: "Keanu Reeves", filmCount: 1, knownFor: [film]),
        Person(id: PersonID("nm0800002"), name: "John Smith", filmCount: 1, knownFor: []),
        Person(id: PersonID("nm0800001"), name: "John Smith", filmCount: 1, knownFor: []),
        Person(id: PersonID("nm0800009"), name: "John Smithers", filmCount: 1, knownFor: []),
    ]

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        SearchResultPage(movies: [], totalCount: 0, page: 1, limit: query.limit)
    }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie { Self.film }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] { [] }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] { [] }
    func movieID(from text: String) -> MovieID? { nil }

    func people(named name: String, limit: Int) async throws(CatalogueError) -> PeopleResult {
        let words = name.lowercased().split(separator: " ")
        let found = Self.people.filter { person in
            words.allSatisfy { word in person.name.lowercased().split(separator: " ").contains { $0.hasPrefix(word) } }
        }
        let exact = found.filter { $0.name.lowercased() == name.lowercased() }
        return PeopleResult(
            people: Array((exact + found.filter { !exact.contains($0) }).prefix(limit)), totalCount: found.count,
            exactCount: exact.count)
    }

    func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography {
        guard let person = Self.people.first(where: { $0.id == id }) else { throw .notFound("no \(id)") }
        let credit = Credit(person: id, name: person.name, role: .actor, category: "actor")
        let entries = role == nil || role == .actor ? [Filmography.Entry(movie: Self.film, credit: credit)] : []
        return Filmography(person: person, entries: entries)
    }

    func personID(from text: String) -> PersonID? {
        Self.people.first { $0.id.rawValue == text }?.id
    }
}

@Suite struct ShowPersonTests {
    private let show = ShowPerson(catalogue: PeopleCatalogue())

    @Test func anIdOrAnExactNameIsOnePerson() async throws {
        #expect(try await show.execute("nm0800001", role: nil).person.id == PersonID("nm0800001"))
        #expect(try await show.execute("keanu reeves", role: nil).entries.count == 1)
        #expect(try await show.execute("keanu", role: nil).person.name == "Keanu Reeves")  // the only match
        #expect(try await show.execute("keanu", role: .writer).entries.isEmpty)
    }

    @Test func aSharedNameOrASurnameListsThePeopleToChooseFrom() async throws {
        await #expect(throws: PersonLookupError.self) { try await show.execute("john smith", role: nil) }
        do {
            _ = try await show.execute("smith", role: nil)
            Issue.record("a surname several people have is ambiguous")
        } catch .ambiguous(let name, let candidates) {
            #expect(name == "smith" && candidates.totalCount == 3 && candidates.exactCount == 0)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func noOneAndAnUnknownIdAreNotFound() async throws {
        await #expect(throws: PersonLookupError.notFound("no one is named \"zzyzx\"")) {
            try await show.execute("zzyzx", role: nil)
        }
        await #expect(throws: PersonLookupError.notFound("no one has the id nm1")) {
            try await show.execute(id: PersonID("nm1"), role: nil)
        }
    }
}
