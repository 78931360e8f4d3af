import Foundation
import Networking
import SearchDomain
import SearchDomainApi

/// Films from TMDB (`--source tmdb`, read-access token in `TMDB_API_TOKEN`), twenty a page in TMDB's
/// order; filters other than the year, other sort orders and charts need the embedded catalogue.
public struct TMDBMovieRepository: MovieRepository {
    static let service = "TMDB"
    static let pageSize = 20
    private let configuration: OnlineSourceConfiguration

    public init(configuration: OnlineSourceConfiguration) {
        self.configuration = configuration
    }

    public func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        try OnlineErrorMapping.requireTitleSearch(query, service: Self.service)
        var items = [
            URLQueryItem(name: "query", value: query.text), URLQueryItem(name: "page", value: String(query.page)),
            URLQueryItem(name: "include_adult", value: "false"),
        ]
        if let years = query.years, years.count == 1 {
            items.append(URLQueryItem(name: "primary_release_year", value: String(years.lowerBound)))
        }
        let response: TMDBWire.SearchResponse = try await fetch(["search", "movie"], items, timeToLive: 3600)
        var movies = response.results.map(movie)
        if let years = query.years, years.count > 1 { movies = movies.filter { $0.year.map(years.contains) ?? false } }
        return SearchResultPage(
            movies: movies, totalCount: response.totalResults, page: query.page, limit: Self.pageSize)
    }

    public func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        let detail: TMDBWire.Detail
        do {
            detail = try await fetch(["movie", id.rawValue], [], timeToLive: 86_400)
        } catch .notFound {
            throw .notFound("TMDB has no film with the id \(id)")
        }
        return Movie(
            id: MovieID(String(detail.id)), title: detail.title, year: TMDBWire.year(detail.releaseDate),
            runtimeMinutes: detail.runtime.flatMap { $0 > 0 ? $0 : nil },
            budget: detail.budget.flatMap { $0 > 0 ? $0 : nil },
            rating: detail.voteAverage, votes: detail.voteCount, genres: detail.genres?.map(\.name) ?? [],
            plot: detail.overview.flatMap { $0.isEmpty ? nil : $0 })
    }

    public func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        let page = try await search(SearchQuery(text: title, years: year.map { $0...$0 }))
        let wanted = Self.comparable(title)
        return page.movies.filter { Self.comparable($0.title) == wanted }
    }

    public func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        throw .unsupported("charts are computed on the embedded catalogue; run top without --source")
    }

    public func movieID(from text: String) -> MovieID? {
        !text.isEmpty && text.count <= 9 && text.allSatisfy({ $0.isASCII && $0.isNumber }) ? MovieID(text) : nil
    }

    private func movie(_ summary: TMDBWire.Summary) -> Movie {
        Movie(
            id: MovieID(String(summary.id)), title: summary.title, year: TMDBWire.year(summary.releaseDate),
            rating: summary.voteAverage, votes: summary.voteCount,
            genres: (summary.genreIDs ?? []).compactMap { TMDBWire.genreNames[$0] },
            plot: summary.overview.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Titles compared ignoring case, accents and a leading "The".
    private static func comparable(_ title: String) -> String {
        var words = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    private func fetch<Response: Decodable>(
        _ path: [String], _ items: [URLQueryItem], timeToLive: TimeInterval
    )
        async throws(CatalogueError) -> Response
    {
        let endpoint = Endpoint<Response>(
            baseURL: configuration.baseURL, path: path, queryItems: items,
            headers: ["Authorization": "Bearer \(configuration.credential)"],
            cachePolicy: .useCache(timeToLive: timeToLive), secrets: [configuration.credential])
        do {
            return try await configuration.client.fetch(endpoint)
        } catch {
            throw OnlineErrorMapping.catalogueError(
                error, service: Self.service, credentialVariable: configuration.credentialVariable,
                message: { OnlineErrorMapping.field("status_message", in: $0) })
        }
    }
}
