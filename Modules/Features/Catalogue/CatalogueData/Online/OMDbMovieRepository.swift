import CatalogueDomain
import CatalogueDomainApi
import FoundationEssentials
import Networking

/// Films from OMDb (`--source omdb`, key in `OMDB_API_KEY`). OMDb searches titles only, ten a page,
/// in its own order; filters other than the year, other sort orders and charts need the embedded catalogue.
struct OMDbMovieRepository: MovieCatalogue {
    static let service = "OMDb"
    static let pageSize = 10
    static let limits = OnlineSearchLimits(service: service, lastPage: OMDbWire.lastPage)
    /// Where OMDb is and how to ask it.
    let configuration: OnlineSourceConfiguration

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        let items = try Self.limits.searchItems(
            for: query,
            [
                URLQueryItem(name: "s", value: query.text), URLQueryItem(name: "type", value: "movie"),
                URLQueryItem(name: "page", value: String(query.page)),
            ], yearParameter: "y")
        let response: OMDbWire.SearchResponse = try await fetch(items, timeToLive: 3600) { response in
            response.response == "True" ? 3600 : OMDbWire.isNotFound(response.error) ? OMDbWire.notFoundLifetime : nil
        }
        if response.response != "True" {
            let message = response.error ?? "no answer"
            if OMDbWire.isNotFound(message) {
                return SearchResultPage(movies: [], totalCount: 0, page: query.page, limit: Self.pageSize)
            }
            if message.lowercased().contains("too many results") {
                throw .unsupported(
                    "OMDb found too many films matching \"\(query.text)\" (\(message)); use more or longer words")
            }
            throw apiError(message)
        }
        // `type=movie` asks for films only; anything else that slips through is still not shown as one.
        let movies = (response.search ?? []).filter { ($0.type ?? "movie") == "movie" }.map { item in
            Movie(id: MovieID(item.imdbID), title: item.title, year: OMDbWire.number(item.year))
        }
        let total = Int(response.totalResults ?? "") ?? movies.count
        let page = SearchResultPage(
            movies: movies, totalCount: total, page: query.page, limit: Self.pageSize, lastPage: OMDbWire.lastPage)
        return Self.limits.scoped(page, to: query.years)
    }

    func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        try await detail([URLQueryItem(name: "i", value: id.rawValue)], describing: "the id \(id)")
    }

    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        var items = [URLQueryItem(name: "t", value: title), URLQueryItem(name: "type", value: "movie")]
        if let year { items.append(URLQueryItem(name: "y", value: String(year))) }
        do {
            return [try await detail(items, describing: "the title \"\(title)\"")]
        } catch .notFound {
            return []
        }
    }

    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        throw .cannotList(service: Self.service)
    }

    func movieID(from text: String) -> MovieID? {
        MovieID.isIMDbID(text) ? MovieID(text) : nil
    }

    private func detail(_ items: [URLQueryItem], describing what: String) async throws(CatalogueError) -> Movie {
        let detail: OMDbWire.Detail = try await fetch(
            items + [URLQueryItem(name: "plot", value: "short")], timeToLive: 86_400
        ) { detail in
            detail.response == "True" ? 86_400 : OMDbWire.isNotFound(detail.error) ? OMDbWire.notFoundLifetime : nil
        }
        guard detail.response == "True", let id = detail.imdbID, let title = detail.title else {
            let message = detail.error ?? "no answer"
            if OMDbWire.isNotFound(message) { throw .notFound("OMDb has no film with \(what)") }
            throw apiError(message)
        }
        if let kind = OMDbWire.kindName(detail.type) {
            let years = OMDbWire.known(detail.year).map { " (\($0))" } ?? ""
            throw .notAFilm("\(title)\(years) is \(kind) on OMDb (\(id)); Movieland lists films")
        }
        let votes = OMDbWire.number(detail.imdbVotes)
        return Movie(
            id: MovieID(id), title: title, year: OMDbWire.number(detail.year),
            runtimeMinutes: OMDbWire.minutes(detail.runtime),
            rating: votes == 0 ? nil : OMDbWire.known(detail.imdbRating).flatMap(Double.init), votes: votes,
            certification: OMDbWire.known(detail.rated),
            genres: OMDbWire.known(detail.genre)?.components(separatedBy: ", ") ?? [],
            plot: OMDbWire.known(detail.plot),
            directors: OMDbWire.known(detail.director)?.components(separatedBy: ", ") ?? [])
    }

    /// OMDb's in-body errors that are not "not found".
    private func apiError(_ message: String) -> CatalogueError {
        let lowered = message.lowercased()
        if lowered.contains("limit") {
            return .quotaReached(service: Self.service, detail: message)
        }
        if lowered.contains("api key") || lowered.contains("apikey") {
            return .invalidCredentials(
                service: Self.service, variable: configuration.credentialVariable, detail: message)
        }
        return .invalidResponse("OMDb: \(message)")
    }

    /// `cacheLifetime`: how long an answer may be kept; OMDb reports errors in 200 bodies, so each call says.
    private func fetch<Response: Decodable>(
        _ items: [URLQueryItem], timeToLive: TimeInterval,
        cacheLifetime: @escaping @Sendable (Response) -> TimeInterval?
    ) async throws(CatalogueError) -> Response {
        let endpoint = Endpoint<Response>(
            baseURL: configuration.baseURL,
            queryItems: [URLQueryItem(name: "apikey", value: configuration.credential)] + items,
            cachePolicy: .useCache(timeToLive: timeToLive), secrets: [configuration.credential],
            cacheLifetime: cacheLifetime)
        do {
            return try await configuration.client.fetch(endpoint)
        } catch {
            throw OnlineErrorMapping.catalogueError(
                error, service: Self.service, credentialVariable: configuration.credentialVariable,
                message: { OnlineErrorMapping.field("Error", in: $0) })
        }
    }
}
