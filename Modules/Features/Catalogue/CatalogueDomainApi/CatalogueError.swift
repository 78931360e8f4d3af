/// Why the catalogue could not answer: the situation and its facts, as data.
///
/// `description` is a plain sentence without advice, for logs and for other features' errors that wrap this one;
/// what to advise is worded once, for where the person is (`commandLineAdvice`: an option or a command;
/// `interactiveAdvice`: the interactive mode), for every feature that shows films.
public enum CatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing matches; the text says what was looked for.
    case notFound(String)
    /// No film has the id in the catalogue `catalogue` names; `example` is an id it has, if it has any.
    case unknownID(MovieID, catalogue: String, example: String?)
    /// The selected source cannot do this; the text says what and why.
    case unsupported(String)
    /// An online source cannot list films, so it cannot make charts.
    case cannotList(service: String)
    /// An online source searches title words and a year only: genres, ratings, votes and orders need the
    /// embedded catalogue.
    case searchFiltersUnsupported(service: String)
    /// A search page past the last the online source serves: a usage error.
    case pageOutOfRange(service: String, lastPage: Int, requested: Int)
    /// The API refused the request as malformed (HTTP 400 or 422), with its own words when it gave some:
    /// a usage error.
    case requestRefused(service: String, detail: String?)
    /// The API refused the credential read from `variable`, with its own words when it gave some, and what
    /// is probably wrong with it when the value's shape says (a key where a token belongs).
    case invalidCredentials(service: String, variable: String, detail: String?, likelyCause: String? = nil)
    /// The key's request quota is used up; `detail` is the API's own words.
    case quotaReached(service: String, detail: String)
    /// Too many requests in a short time; `retryAfter` is how many seconds to wait, when the API says.
    case tooManyRequests(service: String, detail: String?, retryAfter: Int?)
    /// The API answered with an HTTP error status, with its own words when it gave some.
    case serverError(service: String, status: Int, detail: String?)
    /// The API could not be reached at `url` (secrets redacted) because of `reason`.
    case unreachable(service: String, url: String, reason: String)
    /// A catalogue file could not be opened or read; the text says which and why.
    case unavailable(String)
    /// The imported catalogue could not be opened; the text says why. Going back to the embedded one helps.
    case importedCatalogueUnavailable(String)
    /// The catalogue file at `path` is damaged or from another version of Movieland.
    case damaged(path: String)
    /// The source answered something the app does not understand.
    case invalidResponse(String)
    /// The id names something that is not a film (a series, an episode, a game); the text says what it is.
    case notAFilm(String)

    /// Whether the request itself was wrong (exit status 2), not the source.
    public var isUsageError: Bool {
        switch self {
        case .pageOutOfRange, .requestRefused: true
        default: false
        }
    }

    /// What happened, with advice that holds wherever the person is.
    public var description: String {
        switch self {
        case .notFound(let text), .unsupported(let text), .unavailable(let text),
            .importedCatalogueUnavailable(let text),
            .invalidResponse(let text), .notAFilm(let text):
            text
        case .unknownID(let id, let catalogue, let example):
            "no film has the id \(id) in \(catalogue)" + (example.map { " (such as \($0))" } ?? "")
        case .cannotList(let service):
            "\(service) cannot list films; charts need the embedded catalogue"
        case .searchFiltersUnsupported(let service):
            "\(service) searches titles and a year only; filters and orders need the embedded catalogue"
        case .pageOutOfRange(let service, let lastPage, let requested):
            "\(service) serves search pages 1 to \(lastPage), not \(requested)"
        case .requestRefused(let service, let detail):
            "\(service) refused the request" + Self.parenthesized(detail)
        case .invalidCredentials(let service, let variable, let detail, let likelyCause):
            "\(service) refused the credential in \(variable)\(Self.parenthesized(detail)); check the value of \(variable)"
                + (likelyCause.map { "; \($0)" } ?? "")
        case .quotaReached(let service, let detail):
            "\(service)'s request limit for this key is reached (\(detail)); try again later"
        case .tooManyRequests(let service, let detail, let retryAfter):
            "\(service) says too many requests\(Self.parenthesized(detail)); try again"
                + (retryAfter.map { " in \($0) s" } ?? " later")
        case .serverError(let service, let status, let detail):
            "\(service) answered HTTP \(status)\(Self.parenthesized(detail)); try again later"
        case .unreachable(let service, let url, let reason):
            "cannot reach \(service) at \(url): \(reason); check your connection"
        case .damaged(let path):
            "the catalogue \(path) is damaged or from another version of Movieland; import it again or reinstall "
                + "Movieland"
        }
    }

    private static func parenthesized(_ detail: String?) -> String {
        detail.map { " (\($0))" } ?? ""
    }
}
