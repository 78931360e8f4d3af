import Foundation
import OffThePool
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi

/// The people an import reads from title.principals, title.crew and name.basics, as `detail`, `person` and
/// `search --actor/--director/--writer` read them from the catalogue's people index.
@Suite(.offThePool) struct IMDbPeopleTests {
    private func importSamples(
        _ names: [String] = IMDbSamples.names
    ) throws -> (OfflineMovieRepository, IMDbImporter.Result) {
        let folder = try IMDbSamples.copy(names, compressed: true)
        let output = folder.appendingPathComponent("catalogue.bin").path
        let result = try IMDbImporter(
            files: try IMDbDatasetFiles(locating: [folder.path]), options: CatalogueImportOptions()
        ).run(writingTo: output) { _ in }
        return (try OfflineMovieRepository(path: output), result)
    }

    @Test func aFilmsPeopleAreInBillingOrderWithTheirCharactersAndJobs() async throws {
        let (repository, _) = try importSamples()
        let credits = try await repository.credits(of: MovieID("tt0133093"))
        let described = credits.map { credit in
            "\(credit.billing.map(String.init) ?? "-") \(credit.name) \(credit.category) "
                + (credit.characters.joined(separator: "|") + (credit.job ?? ""))
        }
        #expect(
            described == [
                "1 Keanu Reeves actor Neo", "2 Laurence Fishburne actor Morpheus", "3 Carrie-Anne Moss actress Trinity",
                "4 Hugo Weaving actor Agent Smith", "5 Lana Wachowski director ", "6 Lilly Wachowski director ",
                "7 Lana Wachowski writer written by", "9 Don Davis composer ",
                "10 Bill Pope cinematographer director of photography", "11 Gloria Foster actress Oracle",
                "12 Joe Pantoliano actor Cypher|Mr. Reagan", "13 Marcus Chong actor ",
                "14 Paul Goddard actor Agent \"Brown\", the 2nd", "15 Belinda McClory actress Switch, l'ingénue é",
                "16 Anthony Ray Parker actor Dozer", "17 Matt Doran actor Mouse",
                // title.crew's writer that title.principals does not bill comes last; its directors and
                // Lana Wachowski's writing credit are not repeated; the producer is not kept.
                "- Lilly Wachowski writer ",
            ])
        #expect(credits.first?.person == PersonID("nm0000206") && credits.first?.role == .actor)
        #expect(credits.first { $0.category == "self" } == nil)
        let amelie = try await repository.credits(of: MovieID("tt0211915"))
        #expect(amelie.map(\.category) == ["actress", "actor", "self", "director"])
        #expect(amelie[2].role == .actor && amelie[2].characters == ["Himself"])
    }

    @Test func brokenRowsAreCountedAndOtherTitlesDropped() throws {
        let (_, result) = try importSamples()
        let described = result.malformed.map { "\(($0.file as NSString).lastPathComponent):\($0.line): \($0.reason)" }
        #expect(described.contains("title.principals.tsv.gz:27: characters is not a JSON list of strings"))
        #expect(described.contains("title.principals.tsv.gz:28: nconst is not an IMDb name id"))
        #expect(result.malformedCount == 6)
        #expect(result.metadata.files?.map(\.name).contains("title.principals.tsv.gz") == true)
    }

    @Test func aPersonsFilmsAreMostVotedFirstAndFoundByNameOrID() async throws {
        let (repository, _) = try importSamples()
        let id = try #require(repository.personID(from: "NM206"))
        #expect(id == PersonID("nm0000206"))
        let keanu = try await repository.filmography(of: id, role: nil)
        #expect(keanu.person.name == "Keanu Reeves" && keanu.person.filmCount == 2)
        #expect(keanu.entries.map(\.movie.id.rawValue) == ["tt0133093", "tt0234215"])
        #expect(keanu.entries.first?.credit.characters == ["Neo"])
        let found = try await repository.people(named: "keanu reves", limit: 5)
        #expect(found.people.map(\.name) == ["Keanu Reeves"] && found.exactCount == 0)
        let lana = try await repository.filmography(of: PersonID("nm0905154"), role: .writer)
        #expect(lana.entries.map(\.movie.title) == ["The Matrix"] && lana.entries[0].credit.job == "written by")
        #expect(repository.personID(from: "nm0800004") == nil)  // credited only in a film that was not kept
        #expect(repository.personID(from: "nm0000001") == nil)  // credited only in an episode
        await #expect(throws: CatalogueError.self) {
            try await repository.filmography(of: PersonID("nm9999999"), role: nil)
        }
    }

    @Test func peopleWhoShareANameAreAllFoundExactlyFirst() async throws {
        let (repository, _) = try importSamples()
        let smiths = try await repository.people(named: "john smith", limit: 5)
        #expect(smiths.totalCount == 2 && smiths.exactCount == 2)
        // The better known first: The Godfather has more votes than Amélie.
        #expect(smiths.people.map(\.id.rawValue) == ["nm0800002", "nm0800001"])
        #expect(smiths.people[0].knownFor.map(\.title) == ["The Godfather"])
        let wachowskis = try await repository.people(named: "wachowski", limit: 5)
        #expect(Set(wachowskis.people.map(\.name)) == ["Lana Wachowski", "Lilly Wachowski"])
    }

    @Test func searchFiltersByActorWriterAndDirectorFromTheIndex() async throws {
        let (repository, _) = try importSamples()
        let keanu = try await repository.search(SearchQuery(text: "", actor: "keanu reeves"))
        #expect(keanu.movies.map(\.id.rawValue).sorted() == ["tt0133093", "tt0234215"])
        #expect(keanu.scopeNote == "Films with Keanu Reeves")
        let reloaded = try await repository.search(SearchQuery(text: "reloaded", actor: "reeves"))
        #expect(reloaded.movies.map(\.id.rawValue) == ["tt0234215"])
        let written = try await repository.search(SearchQuery(text: "", writer: "puzo"))
        #expect(written.movies.map(\.title) == ["The Godfather"])
        let both = try await repository.search(SearchQuery(text: "", director: "lana wachowski", writer: "lilly"))
        #expect(both.movies.map(\.title) == ["The Matrix"])
        let directed = try await repository.search(SearchQuery(text: "", director: "jeunet"))
        #expect(directed.movies.map(\.title) == ["Amélie"])
        #expect(try await repository.search(SearchQuery(text: "", actor: "jeunet")).totalCount == 0)
    }

    @Test func withoutPrincipalsTheCrewIsThereAndTheCastIsMissing() async throws {
        let (repository, _) = try importSamples(IMDbSamples.names.filter { $0 != "title.principals.tsv" })
        let credits = try await repository.credits(of: MovieID("tt0133093"))
        #expect(credits.map(\.role) == [.director, .director, .writer, .writer])
        let directed = try await repository.search(SearchQuery(text: "", director: "lana"))
        #expect(directed.movies.map(\.title) == ["The Matrix"])
        await #expect(throws: CatalogueError.self) {
            try await repository.search(SearchQuery(text: "", actor: "keanu reeves"))
        }
    }

    @Test func theEmbeddedCatalogueHasNoPeopleAndSaysHowToGetThem() async throws {
        let repository = try OfflineMovieRepository()
        #expect(try await repository.credits(of: MovieID("1")).isEmpty)
        await #expect(
            throws: CatalogueError.unsupported(
                "the embedded catalogue has no people; import IMDb's datasets (movieland catalogue update) to "
                    + "look people up")
        ) { try await repository.people(named: "tom hanks", limit: 5) }
        await #expect(throws: CatalogueError.self) {
            try await repository.search(SearchQuery(text: "", actor: "tom hanks"))
        }
    }

    @Test func characterListsAreDecodedAsJSON() {
        func decode(_ text: String) -> [String]? {
            Array(text.utf8).withUnsafeBufferPointer { CharacterList.decode($0) }
        }
        #expect(decode(#"["Neo"]"#) == ["Neo"])
        #expect(decode(#"["Self","Host"]"#) == ["Self", "Host"])
        #expect(decode(#"[ "a \"b\", c" , "\u00e9\ud83c\udfac" ]"#) == ["a \"b\", c", "é🎬"])
        #expect(decode("[]") == [])
        for broken in ["[Neo", #"["Neo""#, #"["Neo"] x"#, #"["\x"]"#, "Neo", #"["\ud83c"]"#] {
            #expect(decode(broken) == nil, "\(broken)")
        }
    }

    @Test func theMostCreditedPeopleAreThoseTheFilmsCreditsCount() async throws {
        let (repository, _) = try importSamples()
        let films = try await repository.movies(minimumVotes: 0).map(\.id)
        for (billedCast, limit) in [(5, 5), (2, 1), (20, 3), (0, 5)] {
            let fast = try await repository.mostCredited(in: films, billedCast: billedCast, limit: limit)
            let counted = try await CreditsOnly(catalogue: repository).mostCredited(
                in: films, billedCast: billedCast, limit: 1_000)
            let context = "billed cast \(billedCast), limit \(limit)"
            // The same counts, and each person shown has that count; ties may be broken differently.
            #expect(fast.directors.map(\.films) == counted.directors.prefix(limit).map(\.films), "\(context)")
            #expect(fast.actors.map(\.films) == counted.actors.prefix(limit).map(\.films), "\(context)")
            #expect(fast.directors.allSatisfy(counted.directors.contains), "\(context)")
            #expect(fast.actors.allSatisfy(counted.actors.contains) && fast.knowsPeople, "\(context)")
        }
        let matrix = try await repository.mostCredited(in: [MovieID("tt0133093")], billedCast: 2, limit: 5)
        // A tie goes to the older IMDb id: nm0905152 before nm0905154.
        #expect(matrix.directors.map(\.name) == ["Lilly Wachowski", "Lana Wachowski"])
        #expect(matrix.actors.map(\.name) == ["Keanu Reeves", "Laurence Fishburne"] && matrix.knowsPeople)
    }
}

/// A catalogue that forwards only `credits(of:)`, so `mostCredited` is the protocol's count over the credits.
private struct CreditsOnly: MovieCatalogue {
    let catalogue: OfflineMovieRepository

    func credits(of id: MovieID) async throws(CatalogueError) -> [Credit] { try await catalogue.credits(of: id) }
    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        try await catalogue.search(query)
    }
    func movie(id: MovieID) async throws(CatalogueError) -> Movie { try await catalogue.movie(id: id) }
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        try await catalogue.movies(titled: title, year: year)
    }
    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        try await catalogue.movies(minimumVotes: minimumVotes)
    }
    func movieID(from text: String) -> MovieID? { catalogue.movieID(from: text) }
}
