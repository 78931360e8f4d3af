import CatalogueDomainApi
import Foundation
import HTTPTestServer
import Testing

@testable import CatalogueData
@testable import Networking

/// What the online-source suites share: credentials that must never leak, repositories pointed at a local
/// server, and the catalogue error a call throws.
enum OnlineSourceHarness {
    static let omdbKey = "omdb-secret-8f3a2c"
    static let tmdbToken = "eyJhbGciOiJIUzI1NiJ9.tmdb-secret-token"

    /// A source on `server`, trying each request `attempts` times, with `cache` when given.
    static func configuration(
        _ server: HTTPTestServer, credential: String, variable: String, attempts: Int, cache: ResponseCache? = nil
    ) -> OnlineSourceConfiguration {
        OnlineSourceConfiguration(
            credential: credential, baseURL: server.baseURL, credentialVariable: variable,
            client: NetworkClient(
                requestProvider: RequestProvider(
                    retryPolicy: RetryPolicy(maximumAttempts: attempts, baseDelay: 0.01)),
                cache: cache))
    }

    static func omdb(_ server: HTTPTestServer, attempts: Int, cache: ResponseCache? = nil) -> OMDbMovieRepository {
        OMDbMovieRepository(
            configuration: configuration(
                server, credential: omdbKey, variable: "OMDB_API_KEY", attempts: attempts, cache: cache))
    }

    static func tmdb(
        _ server: HTTPTestServer, credential: String = tmdbToken, attempts: Int
    ) -> TMDBMovieRepository {
        TMDBMovieRepository(
            configuration: configuration(
                server, credential: credential, variable: "TMDB_API_TOKEN", attempts: attempts))
    }

    /// The catalogue error `work` throws, nil when it succeeds; any other error is recorded as an issue.
    static func catalogueError(_ work: () async throws -> Void) async -> CatalogueError? {
        do {
            try await work()
            return nil
        } catch let error as CatalogueError {
            return error
        } catch {
            Issue.record("expected a CatalogueError, got \(error)")
            return nil
        }
    }
}
