import Foundation
import OffThePool
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi

/// A catalogue's pool of films read as columns from its records (`OfflineMovieRepository.filmPool`) holds the films
/// `movies(minimumVotes:)` builds, in the same order, figure for figure.
@Suite struct FilmPoolTests {
    /// Every column, title, film and place of `pool` against `movies`.
    private static func expectSameFilms(_ pool: FilmPool, _ movies: [Movie]) {
        #expect(pool.count == movies.count)
        #expect(pool.votes == movies.map(\.votes))
        #expect(pool.ratings == movies.map(\.rating))
        #expect(pool.years == movies.map(\.year))
        #expect((0..<pool.count).allSatisfy { pool.genres(at: $0) == movies[$0].genres })
        let distributions = (0..<pool.count).map { pool.withDistribution(at: $0) { $0.map(Array.init) } }
        #expect(distributions == movies.map(\.ratingDistribution))
        #expect((0..<pool.count).map(pool.title(at:)) == movies.map(\.title))
        let inPlace = (0..<pool.count).filter { position in
            pool.title(at: position, satisfies: { Array($0) == Array(movies[position].title.utf8) })
        }
        #expect(inPlace.count == movies.count, "each title's bytes read in place, or the title's with its article")
        #expect((0..<pool.count).map(pool.movie(at:)) == movies)
        #expect(movies.map { pool.position(of: $0.id.rawValue) } == Array(0..<movies.count))
        #expect(Set(pool.genreLists).count == pool.genreLists.count, "each list of genres once")
    }

    @Test func theEmbeddedPoolHoldsTheFilmsOfMoviesByVotes() async throws {
        let repository = try OfflineMovieRepository()
        for minimumVotes in [1000, 100_000] {
            let movies = try await repository.movies(minimumVotes: minimumVotes)
            let pool = try await repository.filmPool(minimumVotes: minimumVotes)
            #expect(!movies.isEmpty)
            Self.expectSameFilms(pool, movies)
        }
        let fewVotes = try #require(try await repository.movies(minimumVotes: 0).first { ($0.votes ?? 0) < 1000 })
        let pool = try await repository.filmPool(minimumVotes: 1000)
        #expect(pool.position(of: fewVotes.id.rawValue) == nil, "a film below the votes asked is not in the pool")
        #expect(pool.position(of: "999999999") == nil && pool.position(of: "tt0133093") == nil)
        let first = try #require(pool.count > 0 ? pool.movie(at: 0) : nil)
        #expect(pool.position(of: first.id.rawValue) == 0)
        #expect(pool.position(of: "0" + first.id.rawValue) == nil, "only the id as the film writes it")
    }

    @Test(.offThePool) func anImportedPoolFindsFilmsByTheirIMDbIDs() async throws {
        let folder = try IMDbSamples.copy(IMDbSamples.names, compressed: true)
        let output = folder.appendingPathComponent("catalogue.bin").path
        _ = try IMDbImporter(
            files: try IMDbDatasetFiles(locating: [folder.path]), options: CatalogueImportOptions()
        ).run(writingTo: output) { _ in }
        let repository = try OfflineMovieRepository(path: output)
        let movies = try await repository.movies(minimumVotes: 0)
        #expect(movies.contains { $0.id.rawValue == "tt0133093" })
        Self.expectSameFilms(try await repository.filmPool(minimumVotes: 0), movies)
        #expect(try await repository.filmPool(minimumVotes: 0).position(of: "tt133093") == nil)
    }
}
