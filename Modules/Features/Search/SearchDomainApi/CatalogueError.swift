/// Why the catalogue could not answer, as a person can act on it.
public enum CatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing matches; the text says what was looked for.
    case notFound(String)
    /// The selected source cannot do this (e.g. charts on a search-only API).
    case unsupported(String)
    /// The API refused the credentials; the text names the variable to fix.
    case invalidCredentials(String)
    /// The API's request limit was reached.
    case rateLimited(String)
    /// The source could not be reached or read.
    case unavailable(String)
    /// The source answered something the app does not understand.
    case invalidResponse(String)
    /// The request asks for something the source never serves, such as a page past its last: a usage error.
    case invalidRequest(String)
    /// The id names something that is not a film (a series, an episode, a game); the text says what it is.
    case notAFilm(String)

    /// The text the case carries.
    public var description: String {
        switch self {
        case .notFound(let text), .unsupported(let text), .invalidCredentials(let text), .rateLimited(let text),
            .unavailable(let text), .invalidResponse(let text), .invalidRequest(let text), .notAFilm(let text):
            text
        }
    }
}
