import Foundation
import Networking
import SearchDomain
import SearchDomainApi

/// Turns transport and HTTP failures of an online source into catalogue errors a person can act on.
enum OnlineErrorMapping {
    /// `service`: "OMDb" or "TMDB"; `message` extracts the API's own error text from an error body.
    static func catalogueError(
        _ error: NetworkError, service: String, credentialVariable: String, message: (String) -> String?
    ) -> CatalogueError {
        switch error {
        case .httpStatus(let code, _, let body, let retryAfter):
            let detail = message(body)
            switch code {
            case 401, 403:
                if let detail, detail.lowercased().contains("limit") {
                    return .rateLimited(
                        "\(service)'s request limit for this key is reached (\(detail)); try again later, or run "
                            + "without --source to use the embedded catalogue")
                }
                return .invalidCredentials(
                    "\(service) refused the credential in \(credentialVariable)"
                        + (detail.map { " (\($0))" } ?? "") + "; check the value of \(credentialVariable)")
            case 404:
                return .notFound(detail ?? "\(service) has no such film")
            case 400, 422:
                // The request itself is wrong (a page past the last, a malformed value): retrying cannot help.
                return .invalidRequest(
                    "\(service) refused the request" + (detail.map { " (\($0))" } ?? "")
                        + "; check the options (\(service) serves search pages 1 to its last)")
            case 429:
                let wait = retryAfter.map { " in \(Int($0.rounded(.up))) s" } ?? " later"
                return .rateLimited(
                    "\(service) says too many requests" + (detail.map { " (\($0))" } ?? "") + "; try again\(wait)")
            default:
                return .unavailable(
                    "\(service) answered HTTP \(code)" + (detail.map { " (\($0))" } ?? "")
                        + "; try again later, or run without --source to use the embedded catalogue")
            }
        case .transport(let failure, let url):
            return .unavailable(
                "cannot reach \(service) at \(url): \(failure); check your connection, or run without --source")
        case .decoding(let path, let reason, _):
            return .invalidResponse(
                "\(service) sent an answer Movieland does not understand (\(path.isEmpty ? "the body" : path): \(reason))"
            )
        case .unexpectedContentType(let type, _):
            return .invalidResponse(
                "\(service) sent \(type.isEmpty ? "something" : type) instead of JSON; is \(service)'s URL right?")
        case .bodyTooLarge, .tooManyRedirects, .invalidRequest:
            return .unavailable("\(service): \(error.description)")
        }
    }

    /// Online APIs search titles (and a year) only; other filters and orders need the embedded catalogue.
    static func requireTitleSearch(_ query: SearchQuery, service: String) throws(CatalogueError) {
        guard query.genres.isEmpty, query.minimumRating == nil, query.minimumVotes == nil, query.sort == .relevance
        else {
            throw .unsupported(
                "\(service) searches titles and a year only: --genre, --min-rating, --min-votes and --sort need the "
                    + "embedded catalogue (run without --source)")
        }
    }

    /// Throws a usage error for a page past `lastPage`, which the source never serves.
    static func checkPage(_ page: Int, lastPage: Int, service: String) throws(CatalogueError) {
        guard page > lastPage else { return }
        throw .invalidRequest(
            "\(service) serves search pages 1 to \(lastPage), not \(page); ask for --page \(lastPage) or less, or narrow the search"
        )
    }

    /// Online searches take one year at most: a range is applied to the page fetched, and the result says so.
    static func filtered(
        _ page: SearchResultPage, to years: ClosedRange<Int>, service: String, lastPage: Int
    ) -> SearchResultPage {
        let movies = page.movies.filter { $0.year.map(years.contains) ?? false }
        let range = "\(years.lowerBound)–\(years.upperBound)"
        let note =
            "\(service) searches one year at a time: these are the films of \(range) among the \(page.movies.count) "
            + "on \(service)'s page \(page.page) of \(page.pageCount) (\(page.totalCount) title matches in all)"
        return SearchResultPage(
            movies: movies, totalCount: movies.count, page: page.page, limit: max(1, page.movies.count),
            lastPage: lastPage, pageCount: page.pageCount, scopeNote: note)
    }

    /// The `key` field of a JSON error body, when there is one.
    static func field(_ key: String, in body: String) -> String? {
        guard let data = body.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let value = object[key] as? String, !value.isEmpty
        else { return nil }
        return value
    }
}
