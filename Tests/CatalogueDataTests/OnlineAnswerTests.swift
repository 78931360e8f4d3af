import Foundation
import HTTPTestServer
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi
@testable import Networking

/// Bodies written here in the shapes OMDb and TMDB document, for the answers that used to be misread:
/// things that are not films, errors inside 200 bodies, pages past the last, films nobody voted for, and
/// TMDB details with their appended credits and release dates.
enum DocumentedBodies {
    static let omdbSeries = #"""
        {"Title":"Lost","Year":"2004–2010","Rated":"TV-14","Released":"22 Sep 2004","Runtime":"44 min","Genre":"Adventure, Drama, Fantasy","Director":"N/A","Writer":"J.J. Abrams","Actors":"Jorge Garcia","Plot":"Survivors of a plane crash must work together.","Language":"English","Country":"United States","Awards":"N/A","Poster":"N/A","Ratings":[],"Metascore":"N/A","imdbRating":"8.3","imdbVotes":"611,005","imdbID":"tt0411008","Type":"series","totalSeasons":"6","Response":"True"}
        """#
    static let omdbEpisode = #"""
        {"Title":"Pilot: Part 1","Year":"2004","Rated":"TV-14","Runtime":"42 min","Genre":"Adventure","Director":"J.J. Abrams","Plot":"N/A","imdbRating":"9.1","imdbVotes":"30,112","imdbID":"tt0636289","Season":"1","Episode":"1","seriesID":"tt0411008","Type":"episode","Response":"True"}
        """#
    static let omdbGame = #"""
        {"Title":"The Matrix: Path of Neo","Year":"2005","Rated":"T","Runtime":"N/A","Genre":"Action","Director":"N/A","Plot":"N/A","imdbRating":"7.4","imdbVotes":"1,203","imdbID":"tt0451118","Type":"game","Response":"True"}
        """#
    /// An old entry: the runtime in hours and minutes, a historical rating, no votes yet.
    static let omdbOldFilm = #"""
        {"Title":"Gone with the Wind","Year":"1939","Rated":"Approved","Runtime":"3 h 58 min","Genre":"Drama, Romance, War","Director":"Victor Fleming, George Cukor, Sam Wood","Plot":"N/A","imdbRating":"N/A","imdbVotes":"N/A","imdbID":"tt0031381","Type":"movie","Response":"True"}
        """#
    static let omdbTransient = #"{"Response":"False","Error":"Error getting data."}"#
    static let omdbSomethingWrong = #"{"Response":"False","Error":"Something went wrong."}"#

    static let tmdbInvalidPage =
        #"{"success":false,"status_code":22,"status_message":"Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}"#
    static let tmdbSearchUnrated = #"""
        {"page":1,"results":[{"adult":false,"genre_ids":[18],"id":1234567,"original_language":"fr","original_title":"Les Misérables","overview":"","popularity":0.6,"release_date":"","title":"Les Miserables","video":false,"vote_average":0.0,"vote_count":0}],"total_pages":1,"total_results":1}
        """#
    static let tmdbSearch1917 = #"""
        {"page":1,"results":[{"adult":false,"genre_ids":[10752,18],"id":530915,"original_language":"en","original_title":"1917","overview":"At the height of the First World War...","popularity":40.1,"release_date":"2019-12-25","title":"1917","video":false,"vote_average":7.9,"vote_count":13250}],"total_pages":1,"total_results":1}
        """#
    static let tmdbDetailAppended = #"""
        {"adult":false,"budget":95000000,"genres":[{"id":10752,"name":"War"},{"id":18,"name":"Drama"}],"id":530915,"imdb_id":"tt8579674","original_language":"en","original_title":"1917","overview":"At the height of the First World War...","release_date":"2019-12-25","runtime":119,"status":"Released","title":"1917","vote_average":7.9,"vote_count":13250,"credits":{"cast":[{"id":1,"name":"George MacKay","character":"Schofield"}],"crew":[{"id":2,"name":"Sam Mendes","job":"Director","department":"Directing"},{"id":3,"name":"Roger Deakins","job":"Director of Photography","department":"Camera"},{"id":2,"name":"Sam Mendes","job":"Director","department":"Directing"},{"id":4,"name":"Sam Mendes","job":"Screenplay","department":"Writing"}]},"release_dates":{"results":[{"iso_3166_1":"GB","release_dates":[{"certification":"15","iso_639_1":"","note":"","release_date":"2020-01-10T00:00:00.000Z","type":3}]},{"iso_3166_1":"US","release_dates":[{"certification":"","iso_639_1":"","note":"Premiere","release_date":"2019-12-04T00:00:00.000Z","type":1},{"certification":"R","iso_639_1":"","note":"","release_date":"2019-12-25T00:00:00.000Z","type":3}]}]}}
        """#
}

@Suite struct OnlineAnswerTests {

    private func temporaryCache() -> ResponseCache {
        ResponseCache(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("movieland-cache-\(UUID())"))
    }

    private func error(_ work: () async throws -> Void) async -> CatalogueError? {
        await OnlineSourceHarness.catalogueError(work)
    }

    // MARK: - Kinds

    @Test(arguments: [
        (DocumentedBodies.omdbSeries, "Lost (2004–2010) is a TV series on OMDb (tt0411008); Movieland lists films"),
        (
            DocumentedBodies.omdbEpisode,
            "Pilot: Part 1 (2004) is a TV episode on OMDb (tt0636289); Movieland lists films"
        ),
        (
            DocumentedBodies.omdbGame,
            "The Matrix: Path of Neo (2005) is a video game on OMDb (tt0451118); Movieland lists films"
        ),
    ])
    func omdbNeverPresentsOtherKindsAsFilms(body: String, message: String) async throws {
        let server = try HTTPTestServer { _ in .json(body) }
        let repository = OnlineSourceHarness.omdb(server, attempts: 1)
        let failure = await error { _ = try await repository.movie(id: MovieID("tt0411008")) }
        #expect(failure == .notAFilm(message))
    }

    @Test func omdbSearchKeepsOnlyFilms() async throws {
        let server = try HTTPTestServer { _ in
            .json(
                #"{"Search":[{"Title":"Lost","Year":"2004–2010","imdbID":"tt0411008","Type":"series","Poster":"N/A"},{"Title":"Lost in Translation","Year":"2003","imdbID":"tt0335266","Type":"movie","Poster":"N/A"}],"totalResults":"2","Response":"True"}"#
            )
        }
        let repository = OnlineSourceHarness.omdb(server, attempts: 1)
        #expect(try await repository.search(SearchQuery(text: "lost")).movies.map(\.title) == ["Lost in Translation"])
    }

    // MARK: - Values

    @Test(
        arguments: [
            ("136 min", 136), ("2 h 8 min", 128), ("3 h 58 min", 238), ("1h 30min", 90), ("2 h", 120), ("90", 90),
            ("1,020 min", 1020), ("N/A", nil), ("", nil), ("0 min", nil),
        ] as [(String, Int?)])
    func omdbRuntimeInEveryForm(text: String, minutes: Int?) {
        #expect(OMDbWire.minutes(text) == minutes)
    }

    @Test func omdbOldFilmKeepsItsCertificationAndHasNoRatingWithoutVotes() async throws {
        let server = try HTTPTestServer { _ in .json(DocumentedBodies.omdbOldFilm) }
        let repository = OnlineSourceHarness.omdb(server, attempts: 1)
        let film = try await repository.movie(id: MovieID("tt0031381"))
        #expect(film.runtimeMinutes == 238 && film.certification == "Approved")
        #expect(film.rating == nil && film.votes == nil)
    }

    @Test func tmdbFilmWithoutVotesHasNoRating() async throws {
        let server = try HTTPTestServer { _ in .json(DocumentedBodies.tmdbSearchUnrated) }
        let repository = OnlineSourceHarness.tmdb(server, attempts: 1)
        let film = try #require(try await repository.search(SearchQuery(text: "les miserables")).movies.first)
        #expect(film.rating == nil && film.votes == 0 && film.year == nil)
    }

    // MARK: - TMDB details

    @Test func tmdbTitleResolvesToTheFullFilmInOneDetailRequest() async throws {
        let server = try HTTPTestServer { request in
            request.path == "/search/movie"
                ? .json(DocumentedBodies.tmdbSearch1917) : .json(DocumentedBodies.tmdbDetailAppended)
        }
        let repository = OnlineSourceHarness.tmdb(server, attempts: 1)
        // "1917" is a title, not the id 1917; tmdb:1917 is the id.
        #expect(repository.movieID(from: "1917") == nil)
        #expect(repository.movieID(from: "tmdb:1917") == MovieID("1917"))
        #expect(repository.movieID(from: "603") == MovieID("603"))
        let films = try await repository.movies(titled: "1917", year: nil)
        let film = try #require(films.first)
        #expect(films.count == 1)
        #expect(film.directors == ["Sam Mendes"] && film.certification == "R")
        #expect(film.runtimeMinutes == 119 && film.budget == 95_000_000 && film.genres == ["War", "Drama"])
        let detail = try #require(server.requests.last)
        #expect(detail.path == "/movie/530915" && detail.query["append_to_response"] == "credits,release_dates")
        #expect(server.requests.count == 2)
    }

    @Test func tmdbTitlesMatchTheOriginalTitleToo() async throws {
        let server = try HTTPTestServer { request in
            request.path == "/search/movie"
                ? .json(DocumentedBodies.tmdbSearchUnrated) : .json(DocumentedBodies.tmdbDetailAppended)
        }
        let repository = OnlineSourceHarness.tmdb(server, attempts: 1)
        #expect(try await repository.movies(titled: "Les Misérables", year: nil).count == 1)
    }

    @Test func tmdbV3KeyInTheTokenVariableSaysWhichValueToUse() async throws {
        let server = try HTTPTestServer { _ in
            .json(
                #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#,
                status: 401)
        }
        let v3Key = "0123456789abcdef0123456789abcdef"
        let repository = OnlineSourceHarness.tmdb(server, credential: v3Key, attempts: 1)
        let failure = await error { _ = try await repository.search(SearchQuery(text: "x")) }
        guard case .invalidCredentials(_, "TMDB_API_TOKEN", _, let cause?) = failure else {
            Issue.record("expected invalid credentials with a likely cause, got \(String(describing: failure))")
            return
        }
        let message = failure?.description ?? ""
        #expect(cause.contains("looks like a v3 API key") && message.contains("starting \"eyJ\""))
        #expect(!message.contains(v3Key))
    }

    // MARK: - Pages and ranges

    @Test func pagesPastWhatTheSourceServesAreUsageErrorsWithoutARequest() async throws {
        let server = try HTTPTestServer { _ in .json(Replay.omdbSearch) }
        let omdb = OnlineSourceHarness.omdb(server, attempts: 1)
        let tmdb = OnlineSourceHarness.tmdb(server, attempts: 1)
        #expect(
            await error { _ = try await omdb.search(SearchQuery(text: "star wars", page: 101)) }
                == .pageOutOfRange(service: "OMDb", lastPage: 100, requested: 101))
        #expect(
            await error { _ = try await tmdb.search(SearchQuery(text: "star wars", page: 501)) }
                == .pageOutOfRange(service: "TMDB", lastPage: 500, requested: 501))
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [400, 422])
    func tmdbRefusedRequestIsAUsageErrorNotTryAgain(status: Int) async throws {
        let server = try HTTPTestServer { _ in .json(DocumentedBodies.tmdbInvalidPage, status: status) }
        let repository = OnlineSourceHarness.tmdb(server, attempts: 1)
        let failure = await error { _ = try await repository.search(SearchQuery(text: "x", page: 3)) }
        guard case .requestRefused("TMDB", let detail?) = failure, failure?.isUsageError == true else {
            Issue.record("expected a refused request, got \(String(describing: failure))")
            return
        }
        #expect(detail.hasPrefix("Invalid page: Pages start at 1 and max at 500."))
        #expect(server.requests.count == 1)
    }

    @Test func pageCountNeverExceedsTheSourcesLastPage() async throws {
        let server = try HTTPTestServer { _ in
            .json(Replay.omdbSearch.replacingOccurrences(of: #""totalResults":"2""#, with: #""totalResults":"3456""#))
        }
        let repository = OnlineSourceHarness.omdb(server, attempts: 1)
        let page = try await repository.search(SearchQuery(text: "star"))
        #expect(page.totalCount == 3456 && page.pageCount == 100)
    }

    @Test func aYearRangeCountsWhatItCounts() async throws {
        let server = try HTTPTestServer { _ in .json(Replay.tmdbSearch) }
        let repository = OnlineSourceHarness.tmdb(server, attempts: 1)
        let page = try await repository.search(SearchQuery(text: "matrix", years: 1990...1999))
        #expect(page.movies.map(\.title) == ["The Matrix"] && page.totalCount == 1)
        #expect(
            page.scopeNote
                == "TMDB searches one year at a time: these are the films of 1990–1999 among the 2 on TMDB's page 1 of 1 (2 title matches in all)"
        )
        #expect(server.requests.first?.query["primary_release_year"] == nil)
    }

    // MARK: - Caching

    @Test func onlyFilmsAndNotFoundAreCached() async throws {
        let answers = [
            "tt0133093": Replay.omdbDetail, "tt0000001": DocumentedBodies.omdbTransient,
            "tt0000002": DocumentedBodies.omdbSomethingWrong, "tt0000003": Replay.omdbIncorrectID,
            "tt0000004": Replay.omdbLimit,
        ]
        let server = try HTTPTestServer { request in .json(answers[request.query["i"] ?? ""] ?? "{}") }
        let repository = OnlineSourceHarness.omdb(server, attempts: 1, cache: temporaryCache())
        for _ in 0..<2 {
            for id in answers.keys.sorted() { _ = await error { _ = try await repository.movie(id: MovieID(id)) } }
        }
        let requests = Dictionary(grouping: server.requests, by: { $0.query["i"] ?? "" }).mapValues(\.count)
        // The film and the definitive "not found" once; transient errors and the rate limit every time.
        #expect(requests == ["tt0133093": 1, "tt0000003": 1, "tt0000001": 2, "tt0000002": 2, "tt0000004": 2])
    }

    @Test func notFoundIsKeptBrieflyAndFilmsForADay() async throws {
        let now = Date()
        let cache = ResponseCache(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("movieland-ttl-\(UUID())"),
            now: { now })
        let later = ResponseCache(directory: cache.directory, now: { now.addingTimeInterval(3600) })
        let server = try HTTPTestServer { request in
            request.query["i"] == "tt0133093" ? .json(Replay.omdbDetail) : .json(Replay.omdbIncorrectID)
        }
        func repository(_ cache: ResponseCache) -> OMDbMovieRepository {
            OnlineSourceHarness.omdb(server, attempts: 1, cache: cache)
        }
        for id in ["tt0133093", "tt0000003"] {
            _ = await error { _ = try await repository(cache).movie(id: MovieID(id)) }
        }
        for id in ["tt0133093", "tt0000003"] {
            _ = await error { _ = try await repository(later).movie(id: MovieID(id)) }
        }
        // An hour later the film is still fresh (a day), the "not found" (ten minutes) is asked again.
        #expect(server.requests.map { $0.query["i"] ?? "" } == ["tt0133093", "tt0000003", "tt0000003"])
    }
}
