import Foundation
import Testing

@testable import CatalogueEngine

/// A catalogue written by `CatalogueWriter` and searched by `CatalogueSearchEngine`, with no app around them:
/// the file format and the engine judged together on films chosen to tell the rules apart.
@Suite struct CatalogueSearchEngineTests {
    /// A film as the tests write it to a catalogue.
    private typealias Film = (id: UInt32, title: String, year: UInt16, votes: UInt32)

    private static let films: [Film] = [
        (133093, "The Matrix", 1999, 2_000_000),
        (234215, "The Matrix Reloaded", 2003, 600_000),
        (242653, "The Matrix Revolutions", 2003, 500_000),
        (211915, "Amélie", 2001, 800_000),
        (110912, "Pulp Fiction", 1994, 2_100_000),
        (68646, "The Godfather", 1972, 2_000_000),
        (71562, "The Godfather Part II", 1974, 1_400_000),
        (95016, "Die Hard", 1988, 900_000),
    ]

    /// Films that initials spell, and some they must not reach.
    private static let initialsFilms: [Film] = [
        (167260, "The Lord of the Rings: The Return of the King", 2003, 2_000_000),
        (120737, "The Lord of the Rings: The Fellowship of the Ring", 2001, 2_100_000),
        (80684, "Star Wars: Episode V - The Empire Strikes Back", 1980, 1_400_000),
        (30774, "Lotrando a Zubejda", 1997, 100),
        (30980, "Love on the Run", 1936, 500),
        (40000, "Tesb Calling", 1990, 10),
    ]

    /// The films written to a fresh catalogue file, opened as every search reads it.
    private static func catalogue(of films: [Film] = films) throws -> CatalogueFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString).bin").path
        let entries = films.map { film -> CatalogueEntry in
            var entry = CatalogueEntry(id: film.id, title: film.title)
            entry.year = film.year
            entry.votes = film.votes
            entry.rating10 = 80
            return entry
        }
        let metadata = CatalogueMetadata(
            source: "test", idPrefix: "tt", idDigits: 7, genres: [], certifications: [""], description: "test films")
        _ = try CatalogueWriter(metadata: metadata).write(entries, to: path)
        defer { unlink(path) }  // The mapping keeps the file's pages after the name is gone.
        return try CatalogueFile(path: path)
    }

    /// The titles `query` finds, best first.
    private func titles(_ query: String, in catalogue: CatalogueFile) -> [String] {
        CatalogueSearchEngine(catalogue: catalogue).search(QueryPlan(query)).matches
            .sorted { CatalogueSearchEngine.relevanceOrder($0, $1, catalogue: catalogue) }
            .map { MovieTextNormalizer.naturalTitle(catalogue.string(catalogue.record($0.index).titleRange)) }
    }

    @Test func theWholeTitleComesBeforeLongerTitlesThatStartWithIt() throws {
        let catalogue = try Self.catalogue()
        #expect(titles("matrix", in: catalogue) == ["The Matrix", "The Matrix Reloaded", "The Matrix Revolutions"])
        #expect(titles("the godfather", in: catalogue).first == "The Godfather")
    }

    @Test func accentsCaseAndOneTypoAreForgiven() throws {
        let catalogue = try Self.catalogue()
        #expect(titles("AMELIE", in: catalogue) == ["Amélie"])
        #expect(titles("pulp fictoin", in: catalogue) == ["Pulp Fiction"])
    }

    @Test func theLastWordMayBeUnfinished() throws {
        #expect(titles("matrix rel", in: try Self.catalogue()) == ["The Matrix Reloaded"])
    }

    @Test func aWordNoTitleHasIsReportedAndTheOthersStillMatch() throws {
        let catalogue = try Self.catalogue()
        let result = CatalogueSearchEngine(catalogue: catalogue).search(QueryPlan("qwxzvk hard"))
        #expect(result.missingWords == ["qwxzvk"])
        #expect(result.matches.map { catalogue.record($0.index).id } == [95016])
    }

    @Test func exactTitlesHoldTheYear() throws {
        let catalogue = try Self.catalogue()
        let engine = CatalogueSearchEngine(catalogue: catalogue)
        let tokens = MovieTextNormalizer.queryTokens("The Matrix")
        #expect(engine.exactTitles(tokens, year: 1999).map { catalogue.record($0.index).id } == [133093])
        #expect(engine.exactTitles(tokens, year: 2003).isEmpty)
    }

    @Test func initialsFindTheTitlesTheySpellMostPopularFirst() throws {
        let catalogue = try Self.catalogue(of: Self.initialsFilms)
        // Initials rank as a title's start: popularity decides, the unfinished word "Lotrando" included.
        #expect(
            titles("lotr", in: catalogue) == [
                "The Lord of the Rings: The Fellowship of the Ring", "The Lord of the Rings: The Return of the King",
                "Love on the Run", "Lotrando a Zubejda",
            ])
        #expect(titles("rotk", in: catalogue) == ["The Lord of the Rings: The Return of the King"])
        // "Tesb" is one letter from "esb": a typo ranks after the initials, which take none.
        #expect(titles("esb", in: catalogue) == ["Star Wars: Episode V - The Empire Strikes Back", "Tesb Calling"])
        #expect(titles("lotr fellowship", in: catalogue) == ["The Lord of the Rings: The Fellowship of the Ring"])
    }

    @Test func aWordATitleHasIsNoInitials() throws {
        // "tesb" spells The Empire Strikes Back with its article, but a title has the word: that is the match.
        #expect(titles("tesb", in: try Self.catalogue(of: Self.initialsFilms)) == ["Tesb Calling"])
    }

    @Test func initialsKeysAreNeverTyposOrPrefixesOfAWord() throws {
        let catalogue = try Self.catalogue(of: Self.initialsFilms)
        // "otr" and "lotrx" are one edit from the key of "lotr", "es" begins the key of "esb": none is a word.
        #expect(titles("otr", in: catalogue).isEmpty)
        #expect(titles("es", in: catalogue).isEmpty)
        #expect(titles("lotrx", in: catalogue).isEmpty)
    }

    @Test func aDamagedFileSaysSoAndAMissingOneSaysWhy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString)").path
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect(throws: CatalogueFileError.damaged(path: path)) { try CatalogueFile(path: path) }
        #expect(throws: CatalogueFileError.self) { try CatalogueFile(path: path + ".missing") }
    }
}
