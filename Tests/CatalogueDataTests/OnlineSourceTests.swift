import Foundation
import HTTPTestServer
import Networking
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi

/// Bodies shaped exactly like the real APIs' answers (trimmed of fields the app does not read).
enum Replay {
    static let omdbSearch = #"""
        {"Search":[{"Title":"The Matrix","Year":"1999","imdbID":"tt0133093","Type":"movie","Poster":"https://m.media-amazon.com/images/M/MV5BN2NmN2VhMTQtMDNiOS00NDlhLTliMjgtODE2ZTY0ODQyNDRhXkEyXkFqcGc@._V1_SX300.jpg"},{"Title":"The Matrix Reloaded","Year":"2003","imdbID":"tt0234215","Type":"movie","Poster":"N/A"}],"totalResults":"2","Response":"True"}
        """#
    static let omdbDetail = #"""
        {"Title":"The Matrix","Year":"1999","Rated":"R","Released":"31 Mar 1999","Runtime":"136 min","Genre":"Action, Sci-Fi","Director":"Lana Wachowski, Lilly Wachowski","Writer":"Lilly Wachowski, Lana Wachowski","Actors":"Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss","Plot":"When a beautiful stranger leads computer hacker Neo to a forbidding underworld, he discovers the shocking truth--the life he knows is the elaborate deception of an evil cyber-intelligence.","Language":"English","Country":"United States, Australia","Awards":"Won 4 Oscars. 42 wins & 51 nominations total","Poster":"N/A","Ratings":[{"Source":"Internet Movie Database","Value":"8.7/10"}],"Metascore":"73","imdbRating":"8.7","imdbVotes":"2,085,231","imdbID":"tt0133093","Type":"movie","DVD":"N/A","BoxOffice":"$172,076,928","Production":"N/A","Website":"N/A","Response":"True"}
        """#
    static let omdbNotFound = #"{"Response":"False","Error":"Movie not found!"}"#
    static let omdbIncorrectID = #"{"Response":"False","Error":"Incorrect IMDb ID."}"#
    static let omdbInvalidKey = #"{"Response":"False","Error":"Invalid API key!"}"#
    static let omdbLimit = #"{"Response":"False","Error":"Request limit reached!"}"#
    static let omdbTooMany = #"{"Response":"False","Error":"Too many results."}"#

    static let tmdbSearch = #"""
        {"page":1,"results":[{"adult":false,"backdrop_path":"/icmmSD4vTTDKOq2vvdulafOGw93.jpg","genre_ids":[28,878],"id":603,"original_language":"en","original_title":"The Matrix","overview":"Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a group of underground insurgents fighting the vast and powerful computers who now rule the earth.","popularity":95.1,"poster_path":"/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg","release_date":"1999-03-31","title":"The Matrix","video":false,"vote_average":8.218,"vote_count":26612},{"adult":false,"backdrop_path":null,"genre_ids":[99],"id":684431,"original_language":"en","original_title":"The Matrix Recalibrated","overview":"","popularity":3.2,"poster_path":null,"release_date":"","title":"The Matrix Recalibrated","video":false,"vote_average":6.5,"vote_count":12}],"total_pages":1,"total_results":2}
        """#
    static let tmdbDetail = #"""
        {"adult":false,"backdrop_path":"/icmmSD4vTTDKOq2vvdulafOGw93.jpg","belongs_to_collection":{"id":2344,"name":"The Matrix Collection"},"budget":63000000,"genres":[{"id":28,"name":"Action"},{"id":878,"name":"Science Fiction"}],"homepage":"http://www.warnerbros.com/matrix","id":603,"imdb_id":"tt0133093","original_language":"en","original_title":"The Matrix","overview":"Set in the 22nd century...","popularity":95.1,"poster_path":"/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg","release_date":"1999-03-31","revenue":463517383,"runtime":136,"status":"Released","tagline":"Welcome to the Real World.","title":"The Matrix","video":false,"vote_average":8.218,"vote_count":26612}
        """#
    static let tmdbInvalidToken =
        #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
    static let tmdbNotFound =
        #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
    static let tmdbRateLimit =
        #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of (40).","success":false}"#
}

@Suite struct OnlineSourceTests {
    private static let key = OnlineSourceHarness.omdbKey
    private static let token = OnlineSourceHarness.tmdbToken
    /// Two attempts: a server error is retried once.
    private static let attempts = 2

    private func configuration(
        _ server: HTTPTestServer, credential: String, variable: String
    ) -> OnlineSourceConfiguration {
        OnlineSourceHarness.configuration(server, credential: credential, variable: variable, attempts: Self.attempts)
    }

    private func omdb(_ handler: @escaping HTTPTestServer.Handler) throws -> (OMDbMovieRepository, HTTPTestServer) {
        let server = try HTTPTestServer(handler: handler)
        return (OnlineSourceHarness.omdb(server, attempts: Self.attempts), server)
    }

    private func tmdb(_ handler: @escaping HTTPTestServer.Handler) throws -> (TMDBMovieRepository, HTTPTestServer) {
        let server = try HTTPTestServer(handler: handler)
        return (OnlineSourceHarness.tmdb(server, attempts: Self.attempts), server)
    }

    private func error(_ work: () async throws -> Void) async -> CatalogueError? {
        await OnlineSourceHarness.catalogueError(work)
    }

    // MARK: - OMDb

    @Test func omdbSearchAndDetailMapToMovies() async throws {
        let (repository, server) = try omdb { request in
            request.query["s"] != nil ? .json(Replay.omdbSearch) : .json(Replay.omdbDetail)
        }
        let page = try await repository.search(SearchQuery(text: "matrix"))
        #expect(page.movies.map(\.title) == ["The Matrix", "The Matrix Reloaded"])
        #expect(page.movies.first?.id == MovieID("tt0133093"))
        #expect(page.totalCount == 2)
        #expect(server.requests.first?.query == ["apikey": Self.key, "s": "matrix", "type": "movie", "page": "1"])

        let movie = try await repository.movie(id: MovieID("tt0133093"))
        #expect(movie.year == 1999 && movie.runtimeMinutes == 136 && movie.votes == 2_085_231 && movie.rating == 8.7)
        #expect(movie.genres == ["Action", "Sci-Fi"] && movie.certification == "R" && movie.directors.count == 2)
        #expect(movie.plot?.hasPrefix("When a beautiful stranger") == true)
        #expect(repository.movieID(from: "tt0133093") == MovieID("tt0133093"))
        #expect(repository.movieID(from: "32710") == nil)
    }

    @Test func omdbNotFoundIsAnEmptyResultOrNotFound() async throws {
        let (repository, _) = try omdb { request in
            request.query["i"] != nil ? .json(Replay.omdbIncorrectID) : .json(Replay.omdbNotFound)
        }
        #expect(try await repository.search(SearchQuery(text: "qqqzzz")).movies.isEmpty)
        #expect(try await repository.movies(titled: "qqqzzz", year: nil).isEmpty)
        let failure = await error { _ = try await repository.movie(id: MovieID("tt0000000")) }
        #expect(failure == .notFound("OMDb has no film with the id tt0000000"))
    }

    @Test func omdbBadKeyAndLimitNameTheFix() async throws {
        let (badKey, _) = try omdb { _ in .json(Replay.omdbInvalidKey, status: 401) }
        let refused = await error { _ = try await badKey.search(SearchQuery(text: "matrix")) }
        #expect(
            refused
                == .invalidCredentials(service: "OMDb", variable: "OMDB_API_KEY", detail: "Invalid API key!"))
        #expect(
            refused?.description
                == "OMDb refused the credential in OMDB_API_KEY (Invalid API key!); check the value of OMDB_API_KEY")
        let (limited, _) = try omdb { _ in .json(Replay.omdbLimit, status: 401) }
        let limit = await error { _ = try await limited.search(SearchQuery(text: "matrix")) }
        #expect(limit == .quotaReached(service: "OMDb", detail: "Request limit reached!"))
        let (tooMany, _) = try omdb { _ in .json(Replay.omdbTooMany) }
        let broad = await error { _ = try await tooMany.search(SearchQuery(text: "a")) }
        #expect(broad?.description.contains("use more or longer words") == true)
    }

    @Test func omdbMalformedBodyIsReportedWithoutTheKey() async throws {
        let (repository, _) = try omdb { _ in .json(#"{"Search": [{"Title": 42}], "Response": "True"}"#) }
        let failure = await error { _ = try await repository.search(SearchQuery(text: "matrix")) }
        guard case .invalidResponse(let message) = failure else {
            Issue.record("expected an invalid response, got \(String(describing: failure))")
            return
        }
        #expect(message == "OMDb sent an answer Movieland does not understand (Search[0].Title: expected String)")
        #expect(!message.contains(Self.key))
    }

    @Test func onlineSourcesRefuseWhatOnlyTheCatalogueCanDo() async throws {
        let (repository, server) = try omdb { _ in .json(Replay.omdbSearch) }
        #expect(
            await error { _ = try await repository.search(SearchQuery(text: "x", genres: ["Drama"])) }.map {
                if case .searchFiltersUnsupported("OMDb") = $0 { true } else { false }
            } == true)
        #expect(await error { _ = try await repository.movies(minimumVotes: 1000) } == .cannotList(service: "OMDb"))
        #expect(server.requests.isEmpty)
    }

    @Test func aSearchByDirectorSaysItNeedsTheIMDbImport() async throws {
        let (repository, server) = try omdb { _ in .json(Replay.omdbSearch) }
        #expect(
            await error { _ = try await repository.search(SearchQuery(text: "", director: "nolan")) }
                == .unsupported(
                    "OMDb cannot list films by director; --director needs the IMDb import (movieland catalogue update, "
                        + "then run without --source)"))
        #expect(server.requests.isEmpty)
    }

    // MARK: - TMDB

    @Test func tmdbSearchAndDetailMapToMovies() async throws {
        let (repository, server) = try tmdb { request in
            request.path == "/search/movie" ? .json(Replay.tmdbSearch) : .json(Replay.tmdbDetail)
        }
        let page = try await repository.search(SearchQuery(text: "the matrix", years: 1999...1999))
        #expect(page.movies.map(\.title) == ["The Matrix", "The Matrix Recalibrated"])
        #expect(page.movies[0].genres == ["Action", "Science Fiction"] && page.movies[0].year == 1999)
        #expect(page.movies[1].year == nil)
        let request = try #require(server.requests.first)
        #expect(request.headers["authorization"] == "Bearer \(Self.token)")
        #expect(request.query["query"] == "the matrix" && request.query["primary_release_year"] == "1999")

        let movie = try await repository.movie(id: MovieID("603"))
        #expect(movie.budget == 63_000_000 && movie.runtimeMinutes == 136 && movie.votes == 26612)
        #expect(server.requests.last?.path == "/movie/603")
        #expect(try await repository.movies(titled: "Matrix", year: nil).map(\.id) == [MovieID("603")])
    }

    @Test func tmdbErrorsMapToActionableMessages() async throws {
        let (badToken, _) = try tmdb { _ in .json(Replay.tmdbInvalidToken, status: 401) }
        #expect(
            await error { _ = try await badToken.search(SearchQuery(text: "x")) }
                == .invalidCredentials(
                    service: "TMDB", variable: "TMDB_API_TOKEN",
                    detail: "Invalid API key: You must be granted a valid key."))
        let (missing, _) = try tmdb { _ in .json(Replay.tmdbNotFound, status: 404) }
        #expect(
            await error { _ = try await missing.movie(id: MovieID("999999999")) }
                == .notFound("TMDB has no film with the id 999999999"))
        let (limited, server) = try tmdb { _ in
            .json(Replay.tmdbRateLimit, status: 429, headers: [("Retry-After", "30")])
        }
        let limit = await error { _ = try await limited.search(SearchQuery(text: "x")) }
        #expect(
            limit
                == .tooManyRequests(
                    service: "TMDB", detail: "Your request count (41) is over the allowed limit of (40).",
                    retryAfter: 30))
        #expect(
            limit?.description
                == "TMDB says too many requests (Your request count (41) is over the allowed limit of (40).); try again in 30 s"
        )
        #expect(server.requests.count == 1)  // Retry-After beyond the retry budget: no second attempt
    }

    @Test func unreachableSourceSaysSo() async throws {
        let server = try HTTPTestServer { _ in .json("{}") }
        let repository = TMDBMovieRepository(
            configuration: configuration(server, credential: Self.token, variable: "TMDB_API_TOKEN"))
        server.stop()
        let failure = await error { _ = try await repository.search(SearchQuery(text: "x")) }
        guard case .unreachable("TMDB", let url, _) = failure, let message = failure?.description else {
            Issue.record("expected unreachable, got \(String(describing: failure))")
            return
        }
        #expect(url.hasPrefix("\(server.baseURL)/search/movie?query=x"))
        #expect(message.hasPrefix("cannot reach TMDB at \(server.baseURL)/search/movie?query=x"))
        #expect(!message.contains(Self.token))
    }
}
