import CatalogueDomainApi
import FoundationEssentials
import Networking

/// Turns transport and HTTP failures of an online source into catalogue errors: what happened, as data.
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
                    return .quotaReached(service: service, detail: detail)
                }
                return .invalidCredentials(service: service, variable: credentialVariable, detail: detail)
            case 404:
                return .notFound(detail ?? "\(service) has no such film")
            case 400, 422:
                // The request itself is wrong (a page past the last, a malformed value): retrying cannot help.
                return .requestRefused(service: service, detail: detail)
            case 429:
                return .tooManyRequests(
                    service: service, detail: detail, retryAfter: retryAfter.map { Int($0.rounded(.up)) })
            default:
                return .serverError(service: service, status: code, detail: detail)
            }
        case .transport(let failure, let url):
            return .unreachable(service: service, url: "\(url)", reason: "\(failure)")
        case .decoding(let path, let reason, _):
            return .invalidResponse(
                "\(service) sent an answer Movieland does not understand (\(path.isEmpty ? "the body" : path): \(reason))"
            )
        case .unexpectedContentType(let type, _):
            return .invalidResponse(
                "\(service) sent \(type.isEmpty ? "something" : type) instead of JSON; is \(service)'s URL right?")
        case .transportUnavailable(let reason):
            return .unavailable(reason)
        case .bodyTooLarge, .tooManyRedirects, .invalidRequest:
            return .unavailable("\(service): \(error.description)")
        }
    }

    /// The `key` field of a JSON error body, when there is one.
    static func field(_ key: String, in body: String) -> String? {
        // Only the string fields: a number or an object in another field must not make the body unreadable.
        struct StringField: Decodable {
            let value: String?

            init(from decoder: any Decoder) throws {
                value = try? decoder.singleValueContainer().decode(String.self)
            }
        }
        guard let fields = try? JSONDecoder().decode([String: StringField].self, from: Data(body.utf8)),
            let value = fields[key]?.value, !value.isEmpty
        else { return nil }
        return value
    }
}
