import CatalogueDomain
import CatalogueDomainApi
import FoundationEssentials
import Networking
import TextFolding

/// Films from TMDB (`--source tmdb`, read-access token in `TMDB_API_TOKEN`), twenty a page in TMDB's
/// order; filters other than the year, other sort orders and charts need the embedded catalogue.
struct TMDBMovieRepository: MovieCatalogue {
    static let service = "TMDB"
    static let pageSize = 20
    static let limits = OnlineSearchLimits(service: service, lastPage: TMDBWire.lastPage)
    /// Where TMDB is and how to ask it.
    let configuration: OnlineSourceConfiguration

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        let items = try Self.limits.searchItems(
            for: query,
            [
                URLQueryItem(name: "query", value: query.text),
                URLQueryItem(name: "page", value: String(query.page)),
                URLQueryItem(name: "include_adult", value: "false"),
            ], yearParameter: "primary_release_year")
        let response: TMDBWire.SearchResponse = try await fetch(["search", "movie"], items, timeToLive: 3600) {
            $0.results.isEmpty ? Self.notFoundLifetime : 3600
        }
        let page = SearchResultPage(
            movies: response.results.map(movie), totalCount: response.totalResults, page: query.page,
            limit: Self.pageSize, lastPage: TMDBWire.lastPage,
            pageCount: min(response.totalPages, TMDBWire.lastPage))
        return Self.limits.scoped(page, to: query.years)
    }

    /// The film in full: one request for the details, the crew (directors) and the release dates (certification).
    func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        let detail: TMDBWire.Detail
        do {
            detail = try await fetch(
                ["movie", id.rawValue], [URLQueryItem(name: "append_to_response", value: "credits,release_dates")],
                timeToLive: 86_400, cacheLifetime: { _ in 86_400 })
        } catch .notFound {
            throw .notFound("TMDB has no film with the id \(id)")
        }
        return Movie(
            id: MovieID(String(detail.id)), title: detail.title, year: TMDBWire.year(detail.releaseDate),
            runtimeMinutes: detail.runtime.flatMap { $0 > 0 ? $0 : nil },
            budget: detail.budget.flatMap { $0 > 0 ? $0 : nil },
            rating: TMDBWire.rating(detail.voteAverage, votes: detail.voteCount), votes: detail.voteCount,
            certification: detail.usCertification, genres: detail.genres?.map(\.name) ?? [],
            plot: detail.overview.flatMap { $0.isEmpty ? nil : $0 }, directors: detail.directors)
    }

    /// Films whose title or original title is `title`; one match comes back in full, several as summaries.
    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        let response: TMDBWire.SearchResponse = try await searchResponse(title, year: year)
        let wanted = Self.comparable(title)
        let matches = response.results.filter {
            Self.comparable($0.title) == wanted || $0.originalTitle.map(Self.comparable) == wanted
        }
        if matches.count == 1 { return [try await movie(id: MovieID(String(matches[0].id)))] }
        return matches.map(movie)
    }

    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        throw .cannotList(service: Self.service)
    }

    /// TMDB ids are numbers ("603"), or `tmdb:` and a number. A four-digit number that could be a year is read
    /// as a title (films are called 1917, 2012, 1984); `tmdb:1917` is the id.
    func movieID(from text: String) -> MovieID? {
        let prefixed = text.lowercased().hasPrefix(Self.idPrefix)
        let digits = prefixed ? String(text.dropFirst(Self.idPrefix.count)) : text
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if !prefixed, digits.count == 4, let number = Int(digits), Self.titleYears.contains(number) { return nil }
        return MovieID(String(Int(digits) ?? 0))
    }

    static let idPrefix = "tmdb:"
    /// Numbers read as titles unless written with `tmdb:`.
    static let titleYears = 1870...2099
    /// An empty search is definitive, but TMDB adds films every day: kept ten minutes.
    static let notFoundLifetime: TimeInterval = 600

    private func searchResponse(_ title: String, year: Int?) async throws(CatalogueError) -> TMDBWire.SearchResponse {
        var items = [URLQueryItem(name: "query", value: title), URLQueryItem(name: "include_adult", value: "false")]
        if let year { items.append(URLQueryItem(name: "primary_release_year", value: String(year))) }
        return try await fetch(["search", "movie"], items, timeToLive: 3600) {
            $0.results.isEmpty ? Self.notFoundLifetime : 3600
        }
    }

    private func movie(_ summary: TMDBWire.Summary) -> Movie {
        Movie(
            id: MovieID(String(summary.id)), title: summary.title, year: TMDBWire.year(summary.releaseDate),
            rating: TMDBWire.rating(summary.voteAverage, votes: summary.voteCount), votes: summary.voteCount,
            genres: (summary.genreIDs ?? []).compactMap { TMDBWire.genreNames[$0] },
            plot: summary.overview.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Titles compared ignoring case, accents and a leading "The".
    private static func comparable(_ title: String) -> String {
        TitleFolding.comparisonKey(title)
    }

    private func fetch<Response: Decodable>(
        _ path: [String], _ items: [URLQueryItem], timeToLive: TimeInterval,
        cacheLifetime: @escaping @Sendable (Response) -> TimeInterval?
    ) async throws(CatalogueError) -> Response {
        let endpoint = Endpoint<Response>(
            baseURL: configuration.baseURL, path: path, queryItems: items,
            headers: ["Authorization": "Bearer \(configuration.credential)"],
            cachePolicy: .useCache(timeToLive: timeToLive), secrets: [configuration.credential],
            cacheLifetime: cacheLifetime)
        do {
            return try await configuration.client.fetch(endpoint)
        } catch {
            var mapped = OnlineErrorMapping.catalogueError(
                error, service: Self.service, credentialVariable: configuration.credentialVariable,
                message: { OnlineErrorMapping.field("status_message", in: $0) })
            if case .invalidCredentials(let service, let variable, let detail, _) = mapped,
                Self.looksLikeV3Key(configuration.credential)
            {
                mapped = .invalidCredentials(
                    service: service, variable: variable, detail: detail,
                    likelyCause: "\(variable) holds what looks like a v3 API key (32 hex characters): Movieland needs "
                        + "the API Read Access Token, the long value starting \"eyJ\" on "
                        + "https://www.themoviedb.org/settings/api")
            }
            throw mapped
        }
    }

    /// Whether a credential is shaped like TMDB's v3 API key rather than the Read Access Token (a JWT).
    static func looksLikeV3Key(_ credential: String) -> Bool {
        credential.count == 32 && credential.allSatisfy(\.isHexDigit)
    }
}
